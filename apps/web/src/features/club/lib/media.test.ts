import { describe, expect, it } from 'vitest';
import { videoSources } from './media.ts';

describe('videoSources', () => {
  it('uses /media by default, by name and language', () => {
    expect(videoSources('what-it-is', 'es', undefined, 'https://portal.example')).toEqual({
      video: '/media/what-it-is-es.mp4',
      captions: '/media/what-it-is-es.vtt',
      poster: '/media/what-it-is-es-poster.jpg',
      crossOrigin: false,
    });
  });

  it('follows a configured base, with or without a trailing slash', () => {
    const sources = videoSources('how-it-works', 'en', 'https://cdn.example/vida/', 'https://portal.example');
    expect(sources.video).toBe('https://cdn.example/vida/how-it-works-en.mp4');
    expect(sources.captions).toBe('https://cdn.example/vida/how-it-works-en.vtt');
    expect(sources.crossOrigin).toBe(true);
  });

  it('treats an absolute URL on the portal’s own origin as same-origin, and a blank base as the default', () => {
    expect(
      videoSources('what-it-is', 'en', 'https://portal.example/m', 'https://portal.example').crossOrigin,
    ).toBe(false);
    expect(videoSources('what-it-is', 'en', '  ', 'https://portal.example').video).toBe(
      '/media/what-it-is-en.mp4',
    );
  });
});
