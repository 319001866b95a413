/**
 * The schema.org properties the structured-data widgets are checked against (written down in
 * docs/widgets/faq-structured-data.md and comment-structured-data.md). schema.org itself requires no
 * property; these lists are what search engines require and recommend for each type (Google Search
 * Central's FAQ, Article and discussion/comment documentation), which is what the JSON-LD is for.
 */
export interface TypeRules {
  required: readonly string[];
  recommended: readonly string[];
  /** Recommended properties the shop's content has no source for (said in the docs). */
  unavailable?: readonly string[];
}

export const SCHEMA_ORG_RULES: Record<string, TypeRules> = {
  FAQPage: { required: ['mainEntity'], recommended: [] },
  Question: { required: ['name', 'acceptedAnswer'], recommended: [] },
  Answer: { required: ['text'], recommended: [] },
  Article: {
    required: ['headline'],
    recommended: ['author', 'datePublished', 'dateModified', 'publisher', 'description', 'mainEntityOfPage'],
    unavailable: ['image'],
  },
  Comment: { required: ['text', 'author', 'dateCreated'], recommended: ['datePublished', 'url'] },
  Person: { required: ['name'], recommended: [] },
  Organization: { required: ['name'], recommended: ['logo'] },
  ImageObject: { required: ['url'], recommended: [] },
};

const DATE_PROPERTIES = new Set(['dateCreated', 'datePublished', 'dateModified']);
const URL_PROPERTIES = new Set(['url', 'mainEntityOfPage', '@id']);
const ISO_8601 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?(Z|[+-]\d{2}:\d{2})$/;

function isPresent(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

type Node = Record<string, unknown>;

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Every problem of a JSON-LD document: a node of a type not in the list, a required or recommended
 * property missing or empty, a date that is not ISO 8601, an address that is not absolute, a
 * FAQPage whose main entity is not a Question or whose answer is not an Answer. Empty: it conforms.
 */
export function schemaOrgProblems(document: unknown): string[] {
  const problems: string[] = [];
  if (!isNode(document) || document['@context'] !== 'https://schema.org') {
    return ['the document has no "@context": "https://schema.org"'];
  }
  const visit = (value: unknown, where: string) => {
    if (Array.isArray(value)) {
      for (const [index, item] of value.entries()) visit(item, `${where}[${index}]`);
      return;
    }
    if (!isNode(value)) return;
    const type = value['@type'];
    if (typeof type === 'string') {
      const rules = SCHEMA_ORG_RULES[type];
      if (!rules) problems.push(`${where}: type ${type} is not one the widgets write`);
      for (const property of [...(rules?.required ?? []), ...(rules?.recommended ?? [])]) {
        if (!isPresent(value[property])) problems.push(`${where} (${type}): ${property} is missing`);
      }
      if (type === 'FAQPage') {
        for (const question of [value.mainEntity].flat()) {
          if (!isNode(question) || question['@type'] !== 'Question')
            problems.push(`${where}: mainEntity is not a Question`);
          else if (!isNode(question.acceptedAnswer) || question.acceptedAnswer['@type'] !== 'Answer')
            problems.push(`${where}: acceptedAnswer is not an Answer`);
        }
      }
    } else if (!('@id' in value && Object.keys(value).length === 1) && where !== '$') {
      problems.push(`${where}: a node without @type`);
    }
    for (const [property, child] of Object.entries(value)) {
      if (DATE_PROPERTIES.has(property) && !(typeof child === 'string' && ISO_8601.test(child)))
        problems.push(`${where}.${property}: ${JSON.stringify(child)} is not an ISO 8601 date-time`);
      if (URL_PROPERTIES.has(property) && !(typeof child === 'string' && /^https?:\/\//.test(child)))
        problems.push(`${where}.${property}: ${JSON.stringify(child)} is not an absolute address`);
      if (property !== '@context') visit(child, `${where}.${property}`);
    }
  };
  visit(document, '$');
  return problems;
}

/** Every node of a type in the document (depth first). */
export function nodesOfType(document: unknown, type: string): Node[] {
  const found: Node[] = [];
  const visit = (value: unknown) => {
    if (Array.isArray(value)) {
      for (const item of value) visit(item);
    } else if (isNode(value)) {
      if (value['@type'] === type) found.push(value);
      for (const child of Object.values(value)) visit(child);
    }
  };
  visit(document);
  return found;
}
