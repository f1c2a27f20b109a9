import type { Finding } from './finding';

/**
 * Merges findings that overlap into one, led by the finding with the best (lowest) priority.
 * The others' fixes are rewritten for the leader's span where they can be; a fix that more than
 * one engine proposes moves to the front. The result is in text order, with no overlaps.
 */
export function mergeFindings(findings: readonly Finding[]): Finding[] {
  const ranked = [...findings].sort((a, b) => a.priority - b.priority || a.offset - b.offset || b.end - a.end);
  const groups: { leader: Finding; candidates: Map<string, { votes: number; order: number }> }[] = [];
  for (const finding of ranked) {
    const group = groups.find(({ leader }) => leader.offset < finding.end && finding.offset < leader.end);
    if (!group) {
      const candidates = new Map<string, { votes: number; order: number }>();
      finding.replacements.forEach((value, order) => {
        if (!candidates.has(value)) candidates.set(value, { votes: 1, order });
      });
      groups.push({ leader: finding, candidates });
      continue;
    }
    for (const value of rewrite(finding, group.leader)) {
      const known = group.candidates.get(value);
      if (known) known.votes += 1;
      else group.candidates.set(value, { votes: 1, order: group.candidates.size + 100 });
    }
  }
  return groups
    .map(({ leader, candidates }) => ({
      ...leader,
      replacements: [...candidates.entries()]
        .sort(([, a], [, b]) => b.votes - a.votes || a.order - b.order)
        .map(([value]) => value),
    }))
    .sort((a, b) => a.offset - b.offset);
}

/**
 * A finding's fixes as fixes of the leader's span: widened with the leader's text around it, or
 * narrowed when the text it would keep outside the leader's span is unchanged.
 */
function rewrite(finding: Finding, leader: Finding): string[] {
  const result: string[] = [];
  for (const value of finding.replacements) {
    if (finding.offset >= leader.offset && finding.end <= leader.end) {
      result.push(
        `${leader.actual.slice(0, finding.offset - leader.offset)}${value}${leader.actual.slice(finding.end - leader.offset)}`,
      );
      continue;
    }
    const head = finding.actual.slice(0, Math.max(0, leader.offset - finding.offset));
    const tail = finding.actual.slice(finding.actual.length - Math.max(0, finding.end - leader.end));
    if (value.startsWith(head) && value.endsWith(tail) && value.length >= head.length + tail.length) {
      const narrowed = value.slice(head.length, value.length - tail.length);
      const prefix = leader.actual.slice(0, Math.max(0, finding.offset - leader.offset));
      const suffix = leader.actual.slice(leader.actual.length - Math.max(0, leader.end - finding.end));
      result.push(prefix + narrowed + suffix);
    }
  }
  return result;
}
