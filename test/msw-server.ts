import { setupServer } from 'msw/node';
import { handlers } from '../src/mocks/handlers';

/** The fake shop for unit and element tests (msw/node), the same handlers the demo and Storybook use. */
export const server = setupServer(...handlers);
