import { describe, expect, it } from 'vitest';
import { apiCaching, isAppPage, languageCacheKey } from './routes';

const origin = 'https://safeogun.example';
const at = (path: string, base = origin) => new URL(path, base);

describe('isAppPage', () => {
  it('answers every page of the app with the shell', () => {
    for (const path of ['/', '/dashboard', '/news', '/news/12', '/crime-map', '/sos', '/console/sos/3', '/terms']) {
      expect(isAppPage(path)).toBe(true);
    }
  });

  it('leaves the API, Open311 and files to the network', () => {
    for (const path of [
      '/api',
      '/api/docs',
      '/api/v1/health',
      '/open311/v2/services.json',
      '/manifest.webmanifest',
      '/icons/icon-192.png',
      '/news/covers/launch.svg',
    ]) {
      expect(isAppPage(path)).toBe(false);
    }
  });
});

describe('apiCaching', () => {
  it('keeps the boundaries and the drawn map stale-while-revalidate and the public lists network-first', () => {
    expect(apiCaching(at('/api/v1/options/lgas/boundaries'), 'GET', origin)).toBe('stale-while-revalidate');
    expect(apiCaching(at('/api/v1/options/lgas/map'), 'GET', origin)).toBe('stale-while-revalidate');
    expect(apiCaching(at('/api/v1/options/lgas/all'), 'GET', origin)).toBe('network-first');
    expect(apiCaching(at('/api/v1/incident/types'), 'GET', origin)).toBe('network-first');
    expect(apiCaching(at('/api/v1/contact-numbers'), 'GET', origin)).toBe('network-first');
    expect(apiCaching(at('/api/v1/feedback/stations?lgaId=3'), 'GET', origin)).toBe('network-first');
  });

  it('never caches a private answer, a write, an event stream or another origin', () => {
    for (const path of [
      '/api/v1/incident/all?page=1',
      '/api/v1/crimeMap/all',
      '/api/v1/user/profile',
      '/api/v1/notifications/stream',
      '/api/v1/userTools/news/all',
      '/api/v1/police/sos/stream',
    ]) {
      expect(apiCaching(at(path), 'GET', origin)).toBeNull();
    }
    for (const method of ['POST', 'PATCH', 'PUT', 'DELETE']) {
      expect(apiCaching(at('/api/v1/contact-numbers'), method, origin)).toBeNull();
    }
    expect(apiCaching(at('/api/v1/contact-numbers', 'https://elsewhere.example'), 'GET', origin)).toBeNull();
  });
});

describe('languageCacheKey', () => {
  it('keeps an answer per language', () => {
    const url = 'https://safeogun.example/api/v1/incident/types';
    expect(languageCacheKey(url, 'yo')).not.toBe(languageCacheKey(url, 'en'));
    expect(languageCacheKey(`${url}?a=1`, 'pcm')).toBe(`${url}?a=1&sw-lang=pcm`);
    expect(languageCacheKey(url, null)).toBe(`${url}?sw-lang=`);
  });
});
