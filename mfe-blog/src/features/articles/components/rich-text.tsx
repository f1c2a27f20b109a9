import type { MouseEvent } from 'react';
import { Link } from '@shared/platform/router';
import { EXTERNAL_LINK } from '@shared/platform/core';
import { VisuallyHidden } from '@shared/ui';
import { useSectionNavigationContext } from '../hooks/use-section-navigation';
import type { Inline, RichText } from '../model';

/** Renders content text as React text nodes and elements: never as HTML. */
export function RichTextView({ text }: { text: RichText }) {
  if (typeof text === 'string') return text;
  return text.map((inline, index) => <InlineView key={index} inline={inline} />);
}

function InlineView({ inline }: { inline: Inline }) {
  if (typeof inline === 'string') return inline;
  switch (inline.kind) {
    case 'strong':
      return <strong>{inline.text}</strong>;
    case 'em':
      return <em>{inline.text}</em>;
    case 'code':
      return <code>{inline.text}</code>;
    case 'link':
      return <ContentLink href={inline.href}>{inline.text}</ContentLink>;
  }
}

function isPlainLeftClick(event: MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

export function ContentLink({ href, children }: { href: string; children: string }) {
  const sections = useSectionNavigationContext();
  if (href.startsWith('#')) {
    const id = href.slice(1);
    return (
      <a
        href={href}
        onClick={(event) => {
          if (!sections || !isPlainLeftClick(event)) return;
          event.preventDefault();
          sections.goToSection(id);
        }}
      >
        {children}
      </a>
    );
  }
  if (href.startsWith('/')) return <Link to={href}>{children}</Link>;
  return (
    <a href={href} {...EXTERNAL_LINK}>
      {children}
      <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
    </a>
  );
}
