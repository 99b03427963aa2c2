import { DEFAULT_MEDIA_BASE_URL, type Language } from '@vida/shared';

/** The portal's own videos (public/media, made by scripts/make-media.mjs). */
export const CLUB_VIDEOS = ['what-it-is', 'how-it-works'] as const;
export type ClubVideoName = (typeof CLUB_VIDEOS)[number];

/** Their length in whole seconds, for the cards that announce them. */
export const VIDEO_SECONDS: Record<ClubVideoName, number> = { 'what-it-is': 26, 'how-it-works': 26 };

export interface VideoSources {
  video: string;
  captions: string;
  poster: string;
  /** The media come from another origin (a CDN): captions then need CORS, so the element asks for it. */
  crossOrigin: boolean;
}

/**
 * Where a video, its captions and its poster are: `<media>/<name>-<language>.mp4`, `.vtt`, `-poster.jpg`
 * under the configured base (`MEDIA_BASE_URL`, default `/media`).
 */
export function videoSources(
  name: ClubVideoName,
  language: Language,
  base: string | null | undefined = DEFAULT_MEDIA_BASE_URL,
  origin: string = typeof window === 'undefined' ? 'http://localhost' : window.location.origin,
): VideoSources {
  const root = (base?.trim() || DEFAULT_MEDIA_BASE_URL).replace(/\/+$/, '');
  const file = `${root}/${name}-${language}`;
  let crossOrigin = false;
  try {
    crossOrigin = new URL(root, origin).origin !== new URL(origin).origin;
  } catch {
    crossOrigin = false;
  }
  return { video: `${file}.mp4`, captions: `${file}.vtt`, poster: `${file}-poster.jpg`, crossOrigin };
}
