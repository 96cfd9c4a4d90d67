import { z } from 'zod';

/**
 * One environment variable of the backend: its name, the default that applies when it is unset or blank
 * (undefined: none), what it means (the README table) and how its text is validated and converted. Each
 * concern's file (server.ts, auth.ts, storage.ts, ai.ts, summary.ts, mailbox.ts) declares its own;
 * variables.ts lists them all.
 */
export interface ConfigVariable {
  name: string;
  default: string | undefined;
  description: string;
  schema: z.ZodType;
}

/** The zod shape of a list of variables: each name with its schema. */
export type ShapeOf<Variables extends readonly ConfigVariable[]> = {
  [Variable in Variables[number] as Variable['name']]: Variable['schema'];
};

export function shapeOf<const Variables extends readonly ConfigVariable[]>(
  variables: Variables,
): ShapeOf<Variables> {
  return Object.fromEntries(
    variables.map((variable) => [variable.name, variable.schema]),
  ) as ShapeOf<Variables>;
}

/** The values of a list of variables once validated, by name: what a concern builds its section from. */
export type Values<Variables extends readonly ConfigVariable[]> = z.output<z.ZodObject<ShapeOf<Variables>>>;

/**
 * A check across several variables. It runs even when one of them is invalid on its own (already reported),
 * so it must expect anything there; it reports each problem through ctx.
 */
export type CrossCheck<Env> = (env: Env, ctx: z.RefinementCtx) => void;

export const integer = (min: number, max: number) => {
  const message = `must be an integer ${min}-${max}`;
  return z
    .string()
    .regex(/^\d+$/, message)
    .transform(Number)
    .refine((n) => n >= min && n <= max, message);
};

export const boolean = z
  .string()
  .transform((s) => s.toLowerCase())
  .refine((s) => ['true', 'false', '1', '0'].includes(s), 'must be true or false')
  .transform((s) => s === 'true' || s === '1');

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

export const httpUrl = () => z.string().refine(isHttpUrl, 'must be an http:// or https:// URL');
