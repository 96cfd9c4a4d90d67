/**
 * Language-detection bench: which kept library should tell the language of the email being answered
 * (issue #14)?
 *
 *   npm run bench:language
 *
 * Reads the labelled set (bench/fixtures/language-labels.jsonl, texts from ../shared/realdata, see
 * bench/languageSamples.ts) and measures every candidate that is installed (tinyld, eld, franc-min,
 * cld3-asm; installs nothing): accuracy overall and per language, how often it is unsure, the time per
 * email and the gzip size it would add to the add-in (a tiny entry built with Vite for the browser).
 *
 * Every candidate goes through the same rule as src/lib/detectLanguage.ts (the same text cleaning,
 * letter count and "unsure" rule, restricted to the ten request languages); the letter and gap
 * thresholds are tuned per library (a grid), since their scores are on different scales. An item
 * labelled with one of the ten is right when detected confidently as that language, unsure otherwise
 * or wrong; an item labelled mixed, other or none is right only when unsure. Cost = 3 × wrong + unsure
 * (a wrong language costs the user a rewrite, an unsure one falls back to the preference). The pick:
 * among the libraries whose gzip fits bench:bundle's 120 KiB lazy-chunk budget, the lowest cost, then
 * the smallest gzip. Prints the table, the pick and the settings to keep in src/lib/detectLanguage.ts,
 * and exits 1 when the kept settings fall below the floor the tests assert.
 *
 * Columns: letters and gap are the tuned settings; right / unsure / wrong are shares of the whole
 * labelled set; raw top-1 is the library's first language among the ten with no unsure rule, over the
 * texts labelled with one of the ten; a language column is right / total; "written r/u/w" counts right,
 * unsure and wrong on bench/fixtures/language-written.jsonl (our own sentences for the languages the
 * realdata lacks, reported only); ms/email is the median detection time, load ms the first import.
 */
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { build, type Rollup } from 'vite';
import { LANGUAGES, type Language } from '../contract/language';
import { DETECTION_SETTINGS, fromFranc, judge, prepareText, type Ranked } from '../src/lib/detectLanguage';
import { hasRealdata, loadLabelledTexts, loadWrittenTexts, type LabelledText } from './languageSamples';

const ROOT = new URL('..', import.meta.url).pathname;

interface Candidate {
  name: string;
  /** The package to look for in node_modules. */
  pkg: string;
  /** What the add-in would import: the entry the size is measured on. */
  entry: string;
  load: () => Promise<(text: string) => Ranked>;
}

// The candidates that are not kept are uninstalled after the measurement: they are imported by name
// (no types from them), through these shapes of the parts the bench uses.
interface TinyLd {
  detectAll: (text: string) => { lang: string; accuracy: number }[];
}
interface Eld {
  eld: { detect: (text: string) => { getScores: () => Record<string, number> } };
}
interface Cld3 {
  loadModule: () => Promise<{
    create: (
      minBytes: number,
      maxBytes: number,
    ) => {
      findLanguage: (text: string) => { language: string; probability: number };
    };
  }>;
}
const optional = <T>(specifier: string): Promise<T> => import(specifier) as Promise<T>;

const CANDIDATES: Candidate[] = [
  {
    name: 'tinyld',
    pkg: 'tinyld',
    entry: `import { detectAll } from 'tinyld'; globalThis.candidate = detectAll;`,
    load: async () => {
      const { detectAll } = await optional<TinyLd>('tinyld');
      return (text) => detectAll(text).map(({ lang, accuracy }) => ({ lang, score: accuracy }));
    },
  },
  {
    name: 'tinyld/light',
    pkg: 'tinyld',
    entry: `import { detectAll } from 'tinyld/light'; globalThis.candidate = detectAll;`,
    load: async () => {
      const { detectAll } = await optional<TinyLd>('tinyld/light');
      return (text) => detectAll(text).map(({ lang, accuracy }) => ({ lang, score: accuracy }));
    },
  },
  {
    name: 'eld/small',
    pkg: 'eld',
    entry: `import { eld } from 'eld/small'; globalThis.candidate = eld;`,
    load: async () => {
      const { eld } = await optional<Eld>('eld/small');
      return (text) => scoresToRanked(eld.detect(text).getScores());
    },
  },
  {
    name: 'eld/extrasmall',
    pkg: 'eld',
    entry: `import { eld } from 'eld/extrasmall'; globalThis.candidate = eld;`,
    load: async () => {
      const { eld } = await optional<Eld>('eld/extrasmall');
      return (text) => scoresToRanked(eld.detect(text).getScores());
    },
  },
  {
    name: 'franc-min',
    pkg: 'franc-min',
    entry: `import { francAll } from 'franc-min'; globalThis.candidate = francAll;`,
    load: async () => {
      const { francAll } = await import('franc-min');
      return (text) => fromFranc(francAll(text, { minLength: 1 }));
    },
  },
  {
    name: 'cld3-asm',
    pkg: 'cld3-asm',
    entry: `import { loadModule } from 'cld3-asm'; globalThis.candidate = loadModule;`,
    load: async () => {
      const { loadModule } = await optional<Cld3>('cld3-asm');
      const identifier = (await loadModule()).create(0, 2000);
      return (text) => {
        // cld3 gives one language and its probability: the rest is "anything else".
        const { language, probability } = identifier.findLanguage(text);
        const lang = language.split('-')[0] ?? language;
        return lang === 'und'
          ? []
          : [
              { lang, score: probability },
              { lang: '?', score: 1 - probability },
            ];
      };
    },
  },
];

function scoresToRanked(scores: Record<string, number>): Ranked {
  return Object.entries(scores)
    .map(([lang, score]) => ({ lang, score }))
    .sort((a, b) => b.score - a.score);
}

const installed = (pkg: string): string | null => {
  try {
    const manifest = readFileSync(new URL(`node_modules/${pkg}/package.json`, `file://${ROOT}`), 'utf8');
    return (JSON.parse(manifest) as { version: string }).version;
  } catch {
    return null;
  }
};

/** Gzip bytes of the candidate's entry built for the browser, minified, everything bundled. */
async function gzipSize(entry: string): Promise<number> {
  const output = (await build({
    root: ROOT,
    configFile: false,
    logLevel: 'silent',
    plugins: [
      {
        name: 'language-entry',
        resolveId: (id) => (id === 'virtual:language-entry' ? '\0language-entry' : null),
        load: (id) => (id === '\0language-entry' ? entry : null),
      },
    ],
    build: {
      write: false,
      minify: true,
      rollupOptions: { input: 'virtual:language-entry' },
    },
  })) as Rollup.RollupOutput | Rollup.RollupOutput[];
  const outputs = Array.isArray(output) ? output : [output];
  let bytes = 0;
  for (const { output: files } of outputs)
    for (const file of files) {
      const content = file.type === 'chunk' ? file.code : file.source;
      bytes += gzipSync(content, { level: 9 }).length;
    }
  return bytes;
}

type Outcome = 'right' | 'unsure' | 'wrong';

const isOurs = (label: string): label is Language => (LANGUAGES as readonly string[]).includes(label);

function outcome(label: string, result: { language: Language | null; confident: boolean }): Outcome {
  if (!isOurs(label)) return result.confident ? 'wrong' : 'right';
  if (!result.confident) return 'unsure';
  return result.language === label ? 'right' : 'wrong';
}

interface Evaluation {
  gap: number;
  minLetters: number;
  cost: number;
  right: number;
  unsure: number;
  wrong: number;
  /** Top-1 among the ten with no unsure rule, over the items labelled with one of the ten. */
  rawRight: number;
  perLanguage: Map<string, { right: number; total: number }>;
  wrongIds: string[];
}

function evaluate(samples: LabelledText[], ranked: Ranked[], gap: number, minLetters: number): Evaluation {
  const settings = { ...DETECTION_SETTINGS, minGap: gap, minLetters };
  const evaluation: Evaluation = {
    gap,
    minLetters,
    cost: 0,
    right: 0,
    unsure: 0,
    wrong: 0,
    rawRight: 0,
    perLanguage: new Map(),
    wrongIds: [],
  };
  samples.forEach((sample, index) => {
    const scores = ranked[index] ?? [];
    const result = judge(prepareText(sample.text), scores, settings);
    const got = outcome(sample.lang, result);
    evaluation[got] += 1;
    if (got === 'wrong')
      evaluation.wrongIds.push(`${sample.id} (${sample.part}, ${sample.lang} → ${result.language})`);
    const topOurs = scores.find((entry) => isOurs(entry.lang));
    if (isOurs(sample.lang) && topOurs?.lang === sample.lang) evaluation.rawRight += 1;
    const group = isOurs(sample.lang) ? sample.lang : 'unsure-expected';
    const counts = evaluation.perLanguage.get(group) ?? { right: 0, total: 0 };
    counts.total += 1;
    if (got === 'right') counts.right += 1;
    evaluation.perLanguage.set(group, counts);
  });
  evaluation.cost = 3 * evaluation.wrong + evaluation.unsure;
  return evaluation;
}

/** Lower cost, then fewer wrong, then the more careful settings (more letters, a wider gap). */
const better = (b: Evaluation, a: Evaluation): boolean =>
  b.cost !== a.cost
    ? b.cost < a.cost
    : b.wrong !== a.wrong
      ? b.wrong < a.wrong
      : b.minLetters !== a.minLetters
        ? b.minLetters > a.minLetters
        : b.gap > a.gap;

const GAPS = [0, 0.02, 0.05, 0.1, 0.15, 0.2, 0.25, 0.3, 0.4, 0.5, 0.6];
const MIN_LETTERS = [10, 15, 20, 25, 30, 40, 50];

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

/** bench/bundle-size.mjs's budget for one lazy chunk, gzip: the library must fit in one. */
const LAZY_CHUNK_BUDGET_KIB = 120;

const pct = (part: number, total: number): string => `${((100 * part) / total).toFixed(1)} %`;

async function main(): Promise<void> {
  if (!hasRealdata()) {
    console.error('bench:language needs ../shared/realdata (see its SOURCES.md)');
    process.exit(1);
  }
  const samples = loadLabelledTexts();
  const oursCount = samples.filter((s) => isOurs(s.lang)).length;
  const byLabel = new Map<string, number>();
  for (const s of samples) byLabel.set(s.lang, (byLabel.get(s.lang) ?? 0) + 1);
  console.log(
    `Labelled set: ${samples.length} texts (${[...byLabel].map(([l, n]) => `${l} ${n}`).join(', ')}); ` +
      `${oursCount} in one of the ten languages, ${samples.length - oursCount} where "unsure" is the right answer`,
  );
  console.log(
    `Rule (src/lib/detectLanguage.ts): unsure when fewer than ${DETECTION_SETTINGS.minLetters} letters, ` +
      `when the top language is not one of the ten, or when (top − second) / top < gap (< ${DETECTION_SETTINGS.longGap} ` +
      `from ${DETECTION_SETTINGS.longLetters} letters on)\n`,
  );

  const rows: {
    name: string;
    version: string;
    best: Evaluation;
    loadMs: number;
    perEmailMs: number;
    gzip: number;
    written: Evaluation;
  }[] = [];
  const written = loadWrittenTexts();
  for (const candidate of CANDIDATES) {
    const version = installed(candidate.pkg);
    if (version === null) {
      console.log(`${candidate.name}: not installed, skipped`);
      continue;
    }
    const loadStart = performance.now();
    const detect = await candidate.load();
    const loadMs = performance.now() - loadStart;
    const texts = samples.map((s) => prepareText(s.text).text);
    const ranked = texts.map((text) => detect(text)); // also the warm-up for the timing below
    const times: number[] = [];
    for (let run = 0; run < 5; run++) {
      const start = performance.now();
      for (const text of texts) detect(text);
      times.push((performance.now() - start) / texts.length);
    }
    const evaluations = MIN_LETTERS.flatMap((minLetters) =>
      GAPS.map((gap) => evaluate(samples, ranked, gap, minLetters)),
    );
    const best = evaluations.reduce((a, b) => (better(b, a) ? b : a));
    rows.push({
      name: candidate.name,
      version,
      best,
      written: evaluate(
        written,
        written.map((s) => detect(prepareText(s.text).text)),
        best.gap,
        best.minLetters,
      ),
      loadMs,
      perEmailMs: median(times),
      gzip: await gzipSize(candidate.entry),
    });
  }
  if (rows.length === 0) {
    console.error('no candidate installed');
    process.exit(1);
  }

  const languages = [...new Set(samples.map((s) => (isOurs(s.lang) ? s.lang : 'unsure-expected')))];
  const header = [
    'library',
    'version',
    'letters',
    'gap',
    'right',
    'unsure',
    'wrong',
    'raw top-1 (ten)',
    ...languages,
    'written r/u/w',
    'ms/email',
    'load ms',
    'gzip KiB',
  ];
  const table = rows.map(({ name, version, best, written: w, loadMs, perEmailMs, gzip }) => [
    name,
    version,
    String(best.minLetters),
    best.gap.toFixed(2),
    pct(best.right, samples.length),
    pct(best.unsure, samples.length),
    pct(best.wrong, samples.length),
    pct(best.rawRight, oursCount),
    ...languages.map((l) => {
      const c = best.perLanguage.get(l);
      return c ? `${c.right}/${c.total}` : '-';
    }),
    `${w.right}/${w.unsure}/${w.wrong}`,
    perEmailMs.toFixed(3),
    loadMs.toFixed(0),
    (gzip / 1024).toFixed(1),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...table.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' | ');
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('-|-'));
  for (const r of table) console.log(line(r));

  const eligible = rows.filter((r) => r.gzip / 1024 <= LAZY_CHUNK_BUDGET_KIB);
  const pick = (eligible.length > 0 ? eligible : rows).reduce((a, b) =>
    b.best.cost < a.best.cost || (b.best.cost === a.best.cost && b.gzip < a.gzip) ? b : a,
  );
  console.log(
    `\nPick: ${pick.name} ${pick.version}: within the ${LAZY_CHUNK_BUDGET_KIB} KiB lazy-chunk budget ` +
      `(${
        rows
          .filter((r) => !eligible.includes(r))
          .map((r) => r.name)
          .join(', ') || 'none'
      } over it), ` +
      `lowest cost 3 × wrong + unsure = ${pick.best.cost}, then smallest gzip; letters ${pick.best.minLetters}, gap ${pick.best.gap}`,
  );
  for (const id of pick.best.wrongIds) console.log(`  wrong: ${id}`);

  // The kept library with the kept settings must still reach the floor the tests assert.
  const kept = rows.find((r) => r.name === DETECTION_SETTINGS.library);
  if (kept) {
    const detect = await CANDIDATES.find((c) => c.name === kept.name)!.load();
    const keptEval = evaluate(
      samples,
      samples.map((s) => detect(prepareText(s.text).text)),
      DETECTION_SETTINGS.minGap,
      DETECTION_SETTINGS.minLetters,
    );
    console.log(
      `Kept in src/lib/detectLanguage.ts: ${kept.name}, letters ${DETECTION_SETTINGS.minLetters}, gap ${DETECTION_SETTINGS.minGap} (${DETECTION_SETTINGS.longGap} from ${DETECTION_SETTINGS.longLetters} letters): right ${pct(keptEval.right, samples.length)}, ` +
        `unsure ${pct(keptEval.unsure, samples.length)}, wrong ${pct(keptEval.wrong, samples.length)}`,
    );
    if (pick.name !== kept.name)
      console.log(`  note: the bench now picks ${pick.name}, not the kept library`);
    // The floor test/src/lib/detectLanguage.test.ts asserts.
    if (keptEval.right / samples.length < 0.66 || keptEval.wrong / samples.length > 0.03) {
      console.error('Below the asserted floor (right ≥ 66 %, wrong ≤ 3 %).');
      process.exitCode = 1;
    }
  } else console.log(`The kept library (${DETECTION_SETTINGS.library}) is not installed.`);
}

await main();
