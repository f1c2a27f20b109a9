import { describe, expect, it } from 'vitest';
import { samplesFolderLink } from './links';

describe('samplesFolderLink', () => {
  it('gives the configured folder and null for an empty one', () => {
    const site = { samplesFolders: { nonTechnical: 'https://drive.example.com/a', technical: '' } };
    expect(samplesFolderLink(site, 'nonTechnical')).toBe('https://drive.example.com/a');
    expect(samplesFolderLink(site, 'technical')).toBeNull();
  });
});
