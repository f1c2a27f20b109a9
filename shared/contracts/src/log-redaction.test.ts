import { describe, expect, it } from 'vitest';
import { findSecrets, redactSecrets } from './log-redaction';

describe('redactSecrets', () => {
  it('hides order tokens and email addresses wherever they stand in a line', () => {
    const line =
      '{"msg":"GET /orders/by-token/abcdefghijklmnopqrstuvwxyz234567/files","to":["asha.rao+x@mail.example.com"]}';
    expect(redactSecrets(line)).toBe('{"msg":"GET /orders/by-token/[redacted]/files","to":["[redacted]"]}');
    expect(findSecrets(line)).toEqual(['abcdefghijklmnopqrstuvwxyz234567', 'asha.rao+x@mail.example.com']);
  });

  it('leaves ids, hashes, references and route patterns alone', () => {
    const line =
      '{"route":"/orders/by-token/:token/files","orderId":"5f0c8a8e-3b7e-4c1e-9a53-1f0e4b2d9c77","reference":"SD-7K3M-Q2","build":"3f9a0c7d2e1b4a6f8c9d0e1f2a3b4c5d","at":"@scope/pkg"}';
    expect(redactSecrets(line)).toBe(line);
    expect(findSecrets(line)).toEqual([]);
  });
});
