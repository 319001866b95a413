/**
 * Every text of `<custom-dealer-install-request-form-flow>`. The spec gives none for this flow ("The dashboard,
 * metrics and form flow screen layouts are not shown"; validation "not shown"): these are the widget's own,
 * written down in docs/widgets/custom-dealer-install-request-form-flow.md and checked word for word in tests.
 */

export const STEP_LABELS = {
  installers: 'Installer',
  vehicle: 'Vehicle and job',
  contact: 'Contact details',
  done: 'Sent',
} as const;

export const HEADINGS = {
  installers: 'Find an installer near you',
  vehicle: 'Your vehicle and the job',
  contact: 'Your contact details',
  done: 'Request sent',
} as const;

export const TEXT = {
  loading: 'Loading the install request form',
  progress: 'Progress',
  stepOf: (number: number, total: number, label: string) => `Step ${number} of ${total}: ${label}`,
  postalCode: 'ZIP code',
  productGroup: 'What needs installing?',
  chooseProductGroup: 'Choose a product',
  miles: 'Distance',
  milesOption: (miles: number) => `Within ${miles} miles`,
  find: 'Find installers',
  finding: 'Finding installers…',
  found: (count: number, miles: number, postalCode: string) =>
    count === 1
      ? `1 installer within ${miles} miles of ${postalCode}.`
      : `${count} installers within ${miles} miles of ${postalCode}.`,
  noneFound: (miles: number, postalCode: string) =>
    `No installers within ${miles} miles of ${postalCode}. Try a greater distance or another ZIP code.`,
  sendTo: 'Send my request to',
  sendToChosen: 'The installers I choose',
  sendToAll: (count: number, miles: number) => `All ${count} installers within ${miles} miles`,
  chooseInstaller: (name: string) => `Send my request to ${name}`,
  milesAway: (distance: number) => `${distance.toFixed(1)} miles away`,
  rating: (rating: number, count: number) =>
    `Rated ${rating.toFixed(1)} out of 5 (${count} ${count === 1 ? 'review' : 'reviews'})`,
  noReviews: 'No reviews yet',
  details: (name: string) => `Details of ${name}`,
  continue: 'Continue',
  back: 'Back',
  loadingDetails: 'Loading installer details',
  requestFrom: (name: string) => `Request an install from ${name}`,
  otherInstallers: 'Find other installers near you',
  phone: 'Phone',
  hours: 'Hours',
  installs: 'Installs',
  photos: 'Photos of their work',
  noPhotos: 'No photos yet.',
  product: 'Product to install',
  partNumber: (webSku: string) => `Part number ${webSku}`,
  category: 'Category',
  year: 'Year',
  make: 'Make',
  model: 'Model',
  chooseYear: 'Choose a year',
  chooseMake: 'Choose a make',
  chooseModel: 'Choose a model',
  loadingOptions: 'Loading…',
  givenVehicle: (vehicle: string) => `Your vehicle: ${vehicle}`,
  fitGuided: 'Chosen with the fit guide for this vehicle.',
  otherVehicle: 'Choose another vehicle',
  job: 'Describe the job (optional)',
  jobHint: 'For example: existing wiring, when you can bring the vehicle in.',
  charactersLeft: (left: number) => `${left} characters left`,
  name: 'Your name',
  email: 'Email',
  phoneOptional: 'Phone (optional)',
  summary: 'Your request',
  summaryInstallers: 'Installers',
  summaryVehicle: 'Vehicle',
  summaryJob: 'Job',
  allNearby: (miles: number, postalCode: string) => `Every installer within ${miles} miles of ${postalCode}`,
  send: 'Send request',
  sending: 'Sending…',
  sentOne: (id: number) => `Your request number is #${id}.`,
  sentMany: (ids: readonly number[]) => `Your request numbers are ${ids.map((id) => `#${id}`).join(', ')}.`,
  whatNext: 'What happens next',
  nextOne: (name: string) => `${name} gets your request now.`,
  nextMany: (count: number) => `Each of the ${count} installers gets your request now.`,
  nextContact:
    'The installer contacts you by email or phone, usually within one business day, to confirm the price and set a time.',
  nextBring: 'Bring your vehicle and the part to the appointment, and keep your request number at hand.',
  another: 'Request another install',
  already: (ids: readonly number[]) =>
    `You already requested an install (${ids.length === 1 ? 'request' : 'requests'} ${ids
      .map((id) => `#${id}`)
      .join(', ')}). The installer will contact you; send another request only for a different job.`,
} as const;

/** Validation messages, shown next to their field once it was left or after a try to continue. */
export const MESSAGES = {
  postalCode: 'Enter a 5-digit ZIP code.',
  productGroup: 'Choose what needs installing.',
  installers: 'Choose at least one installer, or send your request to all installers nearby.',
  year: "Choose your vehicle's year.",
  make: "Choose your vehicle's make.",
  model: "Choose your vehicle's model.",
  jobTooLong: (max: number) => `Describe the job in ${max} characters or fewer.`,
  name: 'Enter your name.',
  email: 'Enter your email address.',
  emailInvalid: 'Enter an email address like name@example.com.',
  phone: 'Enter a 10-digit phone number, or leave it empty.',
  fixFields: 'Please correct the fields marked above.',
} as const;

/** Failures of the calls: each says what failed and that nothing typed was lost. */
export const FAILURES = {
  search: 'We couldn’t look up installers right now. Please try again.',
  searchOffline: 'You’re offline. Check your connection, then find installers again.',
  details: 'We couldn’t load this installer’s details. Please try again.',
  media: 'We couldn’t load the photos.',
  vehicleOptions: 'We couldn’t load the vehicle list. Please try again.',
  send: 'We couldn’t send your request. Everything you typed is still here: please try again.',
  sendOffline:
    'You’re offline, so your request was not sent. Everything you typed is still here: try again once you’re back online.',
  sendRefused: (reason: string) =>
    `Your request was not accepted: ${reason} Everything you typed is still here.`,
  retry: 'Try again',
} as const;

export const JOB_MAX_LENGTH = 2000;
