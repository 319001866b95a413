export interface MyVehicleLinkViewProps {
  linkText: string;
  /** `2020 Ford F-150`, or null when the shopper has no vehicle yet. */
  vehicle: string | null;
  href: string;
}

function CarIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        d="M5 11l1.6-4.2A2 2 0 0 1 8.5 5.5h7a2 2 0 0 1 1.9 1.3L19 11m-14 0h14a1 1 0 0 1 1 1v4H4v-4a1 1 0 0 1 1-1zm1 5v2m12-2v2M7.5 13.5h.01M16.5 13.5h.01"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** 'My Vehicle' with the shopper's vehicle, linking to its vehicle page (or the vehicle finder). */
export function MyVehicleLinkView({ linkText, vehicle, href }: MyVehicleLinkViewProps) {
  return (
    <a className="shop-my-vehicle" part="link" href={href} data-state={vehicle ? 'chosen' : 'none'}>
      <CarIcon />
      <span className="shop-my-vehicle__text">{linkText}</span>
      {vehicle ? (
        <span className="shop-my-vehicle__vehicle" part="vehicle">
          {vehicle}
        </span>
      ) : null}
    </a>
  );
}
