/**
 * Which disclosures are open after one is toggled. 'multiple': each item opens and closes on its
 * own (the home FAQ). 'single': opening one closes the others, and toggling the open one closes
 * it, so at most one is open (the services accordion and service cards).
 */
export type DisclosureMode = 'single' | 'multiple';

export function toggleOpen(open: readonly string[], id: string, mode: DisclosureMode): string[] {
  const isOpen = open.includes(id);
  if (mode === 'single') return isOpen ? [] : [id];
  return isOpen ? open.filter((item) => item !== id) : [...open, id];
}
