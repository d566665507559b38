// A node's path written as libxml2 writes it (xmlGetNodePath) in an XSD failure, so that an XSD
// failure and a Schematron failure on the same element name it the same way. libxml2-wasm does
// not expose xmlGetNodePath on a node, hence this copy of its rules for elements and attributes:
// 'prefix:name', an index only when a sibling has the same name ('[1]' for the first of several),
// and '*' with an index among all element siblings for an element in a default namespace.
import { XmlAttribute, XmlElement, type XmlNode, type XmlTreeNode } from 'libxml2-wasm';

function isDefaultNamespaced(element: XmlElement): boolean {
  return element.namespaceUri !== '' && element.prefix === '';
}

function sameStep(element: XmlElement, sibling: XmlTreeNode): boolean {
  if (!(sibling instanceof XmlElement)) return false;
  if (isDefaultNamespaced(element)) return true;
  return (
    sibling.name === element.name &&
    sibling.prefix === element.prefix &&
    (sibling.namespaceUri === '') === (element.namespaceUri === '')
  );
}

function stepOf(element: XmlElement): string {
  let name = element.prefix ? `${element.prefix}:${element.name}` : element.name;
  if (isDefaultNamespaced(element)) name = '*';
  let before = 0;
  for (let sibling = element.prev; sibling; sibling = sibling.prev) {
    if (sameStep(element, sibling)) before += 1;
  }
  if (before > 0) return `${name}[${before + 1}]`;
  for (let sibling = element.next; sibling; sibling = sibling.next) {
    if (sameStep(element, sibling)) return `${name}[1]`;
  }
  return name;
}

/** '/rsm:X/ram:Y[2]' for an element, '…/@name' for an attribute, '/' for the document. */
export function nodePath(node: XmlNode): string {
  if (node instanceof XmlAttribute) {
    const owner = node.parent;
    const name = node.prefix ? `${node.prefix}:${node.name}` : node.name;
    return `${owner ? nodePath(owner) : ''}/@${name}`;
  }
  const steps: string[] = [];
  for (let current: XmlElement | null = node instanceof XmlElement ? node : null; current;) {
    steps.unshift(stepOf(current));
    current = current.parent;
  }
  return `/${steps.join('/')}`;
}
