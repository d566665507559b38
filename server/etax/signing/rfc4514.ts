/** Node prints a name one RDN a line, most significant first (C=…); RFC 4514 lists CN first. */
export function rfc4514(nodeName: string): string {
  return nodeName.split('\n').reverse().join(', ');
}
