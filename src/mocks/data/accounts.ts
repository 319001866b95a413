/**
 * The fake shop's accounts (staff §7.8) and the staff bios waiting for review (§3.18 "Account bio").
 * Accounts: the shopper of the demo, the two dealer installers' accounts and the staff members
 * (their account ids are their bios' accountID). Bio reviews: what an employee submitted, by bioID,
 * until a reviewer approves it (it then becomes the published bio) or rejects it.
 */
import type { BioReviewStatus } from '../../api/accounts';
import { BUSY_DEALER_ID } from './install-requests';
import { SEED_STAFF_BIOS } from './staff-bios';

export interface StoredAccount {
  accountID: number;
  displayName: string;
  email: string;
  employeeID: number | null;
  dealerInstallerId: number | null;
}

export interface StoredBioReview {
  bioID: number;
  accountID: number;
  employeeID: number;
  displayName: string;
  /** HTML as the employee wrote it (may hold anything: the widget sanitises it). */
  summary: string;
  internalSummary: string;
  aboutMe: string;
  status: BioReviewStatus;
  reviewNote: string;
  /** The employee id of the reviewer who decided, once decided. */
  reviewedBy: number | null;
}

/** The shopper role's account. */
export const SHOPPER_ACCOUNT_ID = 80_001;
/** The dealer accounts, by dealer installer id. */
export const DEALER_ACCOUNT_IDS: Readonly<Record<number, number>> = {
  4711: 70_4711,
  [BUSY_DEALER_ID]: 70_5230,
};

export function createAccountsSeed(): StoredAccount[] {
  return [
    {
      accountID: SHOPPER_ACCOUNT_ID,
      displayName: 'Jordan M.',
      email: 'jordan.miller@example.com',
      employeeID: null,
      dealerInstallerId: null,
    },
    {
      accountID: 70_4711,
      displayName: 'Hitch Pros',
      email: 'service@hitchpros.example.com',
      employeeID: null,
      dealerInstallerId: 4711,
    },
    {
      accountID: 70_5230,
      displayName: 'Tow Masters',
      email: 'shop@towmasters.example.com',
      employeeID: null,
      dealerInstallerId: BUSY_DEALER_ID,
    },
    // A dealer's second login, not linked to the installer yet (POST /api/accounts/{id}/installer).
    {
      accountID: 70_5231,
      displayName: 'Tow Masters (front desk)',
      email: 'desk@towmasters.example.com',
      employeeID: null,
      dealerInstallerId: null,
    },
    ...SEED_STAFF_BIOS.map((bio) => ({
      accountID: bio.accountID,
      displayName: bio.displayName,
      email: `${bio.displayName
        .toLowerCase()
        .replace(/[^a-z]+/g, '.')
        .replace(/\.$/, '')}@example.com`,
      employeeID: bio.employeeID,
      dealerInstallerId: null,
    })),
  ];
}

/**
 * Two submissions: the new hire Jen O.'s first bio (with markup a careless editor pasted: a script and
 * a javascript: link, which the review screen must show harmlessly) and Luis R.'s update.
 */
export function createBioReviewsSeed(): StoredBioReview[] {
  return [
    {
      bioID: 15,
      accountID: 50_402,
      employeeID: 4020,
      displayName: 'Jen O.',
      summary:
        '<p>Jen helps you choose the <strong>right bike rack</strong> for your hitch and your bikes.</p><script>alert("x")</script><p><a href="javascript:alert(1)">My favourite racks</a></p>',
      internalSummary: 'New hire (bike racks); bio summary pending review.',
      aboutMe: '<p>Jen rides gravel every weekend and has tried <em>every rack we sell</em>.</p>',
      status: 'Pending',
      reviewNote: '',
      reviewedBy: null,
    },
    {
      bioID: 14,
      accountID: 50_311,
      employeeID: 3311,
      displayName: 'Luis R.',
      summary:
        '<p>Luis is our brake controller expert: if your trailer brakes grab or fade, he has seen it before, and he now answers wiring questions too.</p>',
      internalSummary: 'Specialist, electrical; on call for installer questions.',
      aboutMe: '<p>Luis wires up his own boat trailer lights every spring.</p>',
      status: 'Pending',
      reviewNote: '',
      reviewedBy: null,
    },
  ];
}
