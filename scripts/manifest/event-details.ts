/**
 * The detail type of every event, read from the catalogue `src/core/events.ts` (`ShopEventMap`), as
 * one line of TypeScript per event. Types declared in the catalogue itself (`SidebarSnapshot`,
 * `SavedListEntryDetail`, `ShopRole`) are written out, so a reader needs no other file.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

const printer = ts.createPrinter({ removeComments: true, omitTrailingSemicolon: false });

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').replace(/;\s*}/g, ' }').replace(/\{ }/g, '{}').trim();
}

/** `{ name: detail type }` for every event of `ShopEventMap` in the given catalogue source. */
export function eventDetailTypes(source: string, fileName = 'events.ts'): Record<string, string> {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const print = (node: ts.Node) => oneLine(printer.printNode(ts.EmitHint.Unspecified, node, file));
  const localTypes = new Map<string, string>();
  let eventMap: ts.InterfaceDeclaration | undefined;
  for (const statement of file.statements) {
    if (ts.isInterfaceDeclaration(statement)) {
      if (statement.name.text === 'ShopEventMap') eventMap = statement;
      else
        localTypes.set(
          statement.name.text,
          print(ts.factory.createTypeLiteralNode(statement.members as unknown as ts.TypeElement[])),
        );
    } else if (ts.isTypeAliasDeclaration(statement) && !statement.typeParameters) {
      localTypes.set(statement.name.text, print(statement.type));
    }
  }
  if (!eventMap) throw new Error(`${fileName}: no interface ShopEventMap`);
  const expand = (text: string, depth = 0): string =>
    depth > 3
      ? text
      : text.replace(/\b[A-Z]\w*\b/g, (name) => {
          const body = localTypes.get(name);
          return body === undefined ? name : expand(body, depth + 1);
        });
  const details: Record<string, string> = {};
  for (const member of eventMap.members) {
    if (!ts.isPropertySignature(member) || !member.type) continue;
    const name = ts.isStringLiteral(member.name) ? member.name.text : member.name.getText(file);
    details[name] = expand(print(member.type));
  }
  return details;
}

/** The detail types of the repository's own catalogue. */
export function repositoryEventDetailTypes(
  root = join(import.meta.dirname, '../..'),
): Record<string, string> {
  const path = join(root, 'src/core/events.ts');
  return eventDetailTypes(readFileSync(path, 'utf8'), path);
}
