/** No box of its own: the element renders nothing, and its failure state (if any) flows in the page. */
export const structuredDataStyles = `
:host { display: contents; }
`;
