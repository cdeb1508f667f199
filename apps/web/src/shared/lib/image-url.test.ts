import { describe, expect, it } from 'vitest';
import { imageUrl } from './image-url.ts';

const page = (href: string) => new URL(href);

describe('imageUrl', () => {
  it('Given a file the app stored as localhost, when the page is open on 127.0.0.1, then it loads from the page origin', () => {
    expect(imageUrl('http://localhost:3000/api/files/abcd1234abcd1234.png', page('http://127.0.0.1:3000/solana/token/x'))).toBe(
      '/api/files/abcd1234abcd1234.png',
    );
  });

  it('Given an image on another port or another host, then it is left as it is', () => {
    expect(imageUrl('http://localhost:4000/api/files/a.png', page('http://127.0.0.1:3000/'))).toBe('http://localhost:4000/api/files/a.png');
    expect(imageUrl('https://cdn.example.com/api/files/a.png', page('http://127.0.0.1:3000/'))).toBe('https://cdn.example.com/api/files/a.png');
  });

  it('Given a loopback URL outside the files route, then it is left as it is', () => {
    expect(imageUrl('http://localhost:3000/other/a.png', page('http://127.0.0.1:3000/'))).toBe('http://localhost:3000/other/a.png');
  });

  it('Given something that is not an http(s) URL, then there is no image', () => {
    for (const bad of ['javascript:alert(1)', 'data:image/png;base64,AAAA', 42, null, 'http://'])
      expect(imageUrl(bad, page('http://localhost:3000/'))).toBeUndefined();
  });
});
