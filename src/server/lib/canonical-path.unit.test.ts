import { describe, expect, it } from 'vitest';
import { canonicalPath, leavesSite } from './canonical-path';

describe('canonicalPath', () => {
  it('spells letters in lower case and unreserved characters as themselves', () => {
    expect(canonicalPath('/Events/HOLI-Festival')).toBe('/events/holi-festival');
    expect(canonicalPath('/events/%68oli%2Dfestival%2e%7E%5f')).toBe('/events/holi-festival.~_');
    expect(canonicalPath('/api/%65vents')).toBe('/api/events');
    expect(canonicalPath('/%41')).toBe('/a');
  });

  it('keeps escapes of other characters, in upper-case hex', () => {
    expect(canonicalPath('/events/%e0%a4%a6')).toBe('/events/%E0%A4%A6');
    expect(canonicalPath('/a%2fb%3F')).toBe('/a%2Fb%3F');
    expect(canonicalPath('/%2F%2Fevil.example')).toBe('/%2F%2Fevil.example');
  });

  it('drops trailing slashes but the root', () => {
    expect(canonicalPath('/events/')).toBe('/events');
    expect(canonicalPath('/events//')).toBe('/events');
    expect(canonicalPath('/')).toBe('/');
    expect(canonicalPath('//')).toBe('/');
  });

  it('leaves the one spelling as it is', () => {
    for (const path of ['/', '/events', '/events/holi-festival', '/gallery', '/events/%E0%A4%A6'])
      expect(canonicalPath(path)).toBe(path);
  });
});

describe('leavesSite', () => {
  it('tells a path on this site from one a browser reads as another host', () => {
    expect(leavesSite('/events')).toBe(false);
    expect(leavesSite('//evil.example')).toBe(true);
    expect(leavesSite('/\\evil.example')).toBe(true);
    expect(leavesSite('https://evil.example')).toBe(true);
  });
});
