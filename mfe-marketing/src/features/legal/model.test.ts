import { describe, expect, it } from 'vitest';
import { REFUND_AND_PRIVACY, TERMS, type LegalDocument } from '../../content/legal';
import { fillSiteDetails, headingIds, tableOfContents } from './model';

const site = { businessName: 'Test Agency', postalAddress: '1 Test Road, Kolkata' };

describe('fillSiteDetails', () => {
  it('fills every known placeholder and leaves other braces alone', () => {
    expect(fillSiteDetails('{businessName} at {postalAddress}; {businessName} {other}', site)).toBe(
      'Test Agency at 1 Test Road, Kolkata; Test Agency {other}',
    );
  });
});

describe('tableOfContents', () => {
  it('nests subsections under their section', () => {
    const doc: LegalDocument = {
      summary: '',
      sections: [
        { id: 'a', title: 'A', blocks: [] },
        { id: 'b', title: 'B', blocks: [], subsections: [{ id: 'b1', title: 'B1', blocks: [] }] },
      ],
    };
    expect(tableOfContents(doc)).toEqual([
      { id: 'a', title: 'A', children: [] },
      { id: 'b', title: 'B', children: [{ id: 'b1', title: 'B1' }] },
    ]);
    expect(headingIds(doc)).toEqual(['a', 'b', 'b1']);
  });
});

describe('legal content', () => {
  it.each([
    ['terms', TERMS],
    ['refund and privacy', REFUND_AND_PRIVACY],
  ])('%s has unique, anchor-safe heading ids', (_name, doc) => {
    const ids = headingIds(doc);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z][a-z0-9-]*$/);
  });

  it('terms take effect on July 11, 2025 and cover the sections the spec lists', () => {
    expect(TERMS.effective).toBe('2025-07-11');
    expect(headingIds(TERMS)).toEqual(
      expect.arrayContaining([
        'information-collected',
        'use-of-information',
        'data-protection',
        'cookies',
        'third-party-tools',
        'user-rights',
        'contact',
      ]),
    );
    expect(TERMS.sections.at(-1)?.blocks).toContainEqual(
      expect.objectContaining({ kind: 'contact', channel: 'email' }),
    );
  });

  it('the refund page opens with the refund terms, then the privacy sections, ending with a phone contact', () => {
    const ids = headingIds(REFUND_AND_PRIVACY);
    expect(ids.slice(0, 2)).toEqual(['refunds', 'free-revisions']);
    const privacy = [
      'interpretation-and-definitions',
      'collecting-personal-data',
      'types-of-data',
      'tracking-and-cookies',
      'use-of-personal-data',
      'retention-and-transfers',
      'your-rights',
      'disclosure',
      'childrens-privacy',
      'external-links',
    ];
    const positions = privacy.map((id) => ids.indexOf(id));
    expect(positions.every((position) => position > ids.indexOf('cancellations'))).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(REFUND_AND_PRIVACY.sections.at(-1)?.blocks).toContainEqual(
      expect.objectContaining({ kind: 'contact', channel: 'phone' }),
    );
  });
});
