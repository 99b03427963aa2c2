/**
 * The password-strength estimator's dictionaries (zxcvbn-ts: common, English, Spanish) as JSON files the
 * forms that set a password fetch, rather than JavaScript. Each list is one long string literal in its
 * package, 130–250 KB gzip apiece: as chunks they would break the 60 KB lazy-chunk budget (login-page.ts),
 * and as fetched files they are cached like any hashed asset. `virtual:password-dictionaries` answers
 * their URLs: hashed files in a build, a dev-server path otherwise.
 */
import type { Plugin } from 'vite';

const VIRTUAL = 'virtual:password-dictionaries';
const RESOLVED = `\0${VIRTUAL}`;
const DEV_PREFIX = '/@password-dictionaries/';

/** One file per language pack; the common one also carries the keyboard layouts. */
async function dictionaryFiles(): Promise<Record<string, string>> {
  const [common, en, es] = await Promise.all([
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-en'),
    import('@zxcvbn-ts/language-es-es'),
  ]);
  return {
    common: JSON.stringify({ dictionary: common.dictionary, graphs: common.adjacencyGraphs }),
    en: JSON.stringify({ dictionary: en.dictionary }),
    es: JSON.stringify({ dictionary: es.dictionary }),
  };
}

export function passwordDictionaries(): Plugin {
  let build = false;
  let files: Promise<Record<string, string>> | null = null;
  const contents = () => {
    files ??= dictionaryFiles();
    return files;
  };
  return {
    name: 'vida:password-dictionaries',
    configResolved(config) {
      build = config.command === 'build';
    },
    resolveId(id) {
      return id === VIRTUAL ? RESOLVED : null;
    },
    async load(id) {
      if (id !== RESOLVED) return null;
      const names = Object.keys(await contents());
      if (!build) {
        const urls = names.map(
          (name) => `${JSON.stringify(name)}: ${JSON.stringify(`${DEV_PREFIX}${name}.json`)}`,
        );
        return `export const DICTIONARY_URLS = { ${urls.join(', ')} };`;
      }
      const all = await contents();
      const urls = names.map((name) => {
        const ref = this.emitFile({ type: 'asset', name: `zxcvbn-${name}.json`, source: all[name] ?? '' });
        return `${JSON.stringify(name)}: import.meta.ROLLUP_FILE_URL_${ref}`;
      });
      return `export const DICTIONARY_URLS = { ${urls.join(', ')} };`;
    },
    configureServer(server) {
      server.middlewares.use(async (request, response, next) => {
        const match = request.url?.startsWith(DEV_PREFIX) ? /([a-z]+)\.json$/.exec(request.url) : null;
        const body = match ? (await contents())[match[1] ?? ''] : undefined;
        if (body === undefined) return next();
        response.setHeader('content-type', 'application/json');
        response.end(body);
      });
    },
  };
}
