// A tiny XML tree and its serializer for the e-Tax messages: just elements, attributes and text,
// escaped here once so that no builder can forget it. Nodes whose value is missing are
// `undefined` and vanish, which keeps the optional parts of ETDA's schemas readable in the builder.

export interface XmlNode {
  name: string;
  attrs?: Record<string, string | undefined>;
  text?: string;
  children?: XmlNode[];
}

export type MaybeNode = XmlNode | undefined;

// XML 1.0 allows only these characters; the rest (NUL, most C0 controls, lone surrogates,
// U+FFFE/U+FFFF) would make the whole message unparseable, so they are dropped.
const FORBIDDEN = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/**
 * Text for an xsd:token element: forbidden characters dropped, white space collapsed and trimmed
 * (what a validator compares against minLength/maxLength), cut to `max` characters when given.
 */
export function tokenText(value: string | undefined, max?: number): string {
  if (value === undefined) return '';
  const clean = value
    .replace(FORBIDDEN, '')
    .replace(/[\t\n\r ]+/g, ' ')
    .trim();
  if (max === undefined) return clean;
  const chars = Array.from(clean);
  return chars.length > max ? chars.slice(0, max).join('').trimEnd() : clean;
}

export function escapeText(value: string): string {
  return value.replace(FORBIDDEN, '').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export function escapeAttr(value: string): string {
  // Tabs and line breaks are escaped too: a parser would otherwise normalise them to spaces.
  return escapeText(value)
    .replace(/"/g, '&quot;')
    .replace(/\t/g, '&#9;')
    .replace(/\n/g, '&#10;')
    .replace(/\r/g, '&#13;');
}

/** An element with children; the `undefined` ones (absent optional parts) are left out. */
export function el(name: string, children: MaybeNode[], attrs?: XmlNode['attrs']): XmlNode {
  return { name, attrs, children: children.filter((c): c is XmlNode => c !== undefined) };
}

/** Like `el`, but absent when none of its children is present (an optional aggregate). */
export function group(name: string, children: MaybeNode[], attrs?: XmlNode['attrs']): MaybeNode {
  const node = el(name, children, attrs);
  return node.children && node.children.length > 0 ? node : undefined;
}

/** A text element, absent when the value is empty (the schemas' text types need minLength 1). */
export function leaf(name: string, value: string | undefined, attrs?: XmlNode['attrs']): MaybeNode {
  if (value === undefined || value === '') return undefined;
  return { name, attrs, text: value };
}

function renderAttrs(attrs: XmlNode['attrs']): string {
  if (!attrs) return '';
  let out = '';
  for (const [key, value] of Object.entries(attrs)) {
    if (value !== undefined) out += ` ${key}="${escapeAttr(value)}"`;
  }
  return out;
}

function render(node: XmlNode, indent: string, out: string[]): void {
  const open = `${indent}<${node.name}${renderAttrs(node.attrs)}`;
  if (node.text !== undefined) {
    out.push(`${open}>${escapeText(node.text)}</${node.name}>`);
  } else if (!node.children || node.children.length === 0) {
    out.push(`${open}/>`);
  } else {
    out.push(`${open}>`);
    for (const child of node.children) render(child, `${indent}  `, out);
    out.push(`${indent}</${node.name}>`);
  }
}

/**
 * The whole document: the XML declaration, then the root. Nothing else before the root (no
 * processing instruction, no comment): the XAdES signature is computed over this document.
 */
export function serializeDocument(root: XmlNode): string {
  const out = ['<?xml version="1.0" encoding="UTF-8"?>'];
  render(root, '', out);
  return `${out.join('\n')}\n`;
}
