import type { FastifyError, FastifyInstance } from 'fastify';
import { API_PATHS } from '../../../contract/paths.js';
import { summarizeBody, type SummarizeBody } from '../../../contract/schemas/summarize.js';
import type { AiEngine, SummarizeRequest } from '../ai/engine.js';
import type { SummaryConfig } from '../config/summary.js';
import { HttpError } from '../errors.js';
import { createIsolatedExtractor } from '../extract/isolated.js';
import type { ExtractedDocument } from '../extract/types.js';
import { sendEventStream } from './streamSse.js';
import { fromExtractionFailure } from './summarizeErrors.js';
import { parseAiBody } from './validation.js';

/** Bytes a base64 text decodes to, without decoding it. */
export function decodedLength(base64: string): number {
  const compact = /[\r\n]/.test(base64) ? base64.replace(/[\r\n]/g, '') : base64;
  const padding = compact.endsWith('==') ? 2 : compact.endsWith('=') ? 1 : 0;
  return Math.floor((compact.length * 3) / 4) - padding;
}

export interface SummarizeRoutesOptions {
  engine: AiEngine;
  summary: SummaryConfig;
}

/** Room in the body for everything but the file: token, names, type, language (generous). */
const BODY_OVERHEAD_BYTES = 64 * 1024;

const megabytes = (bytes: number) => `${Math.round((bytes / (1024 * 1024)) * 100) / 100} MB`;

/**
 * The token travels in the body (spec §7: the summary call sends no auth header). It is verified exactly
 * like a bearer token, and the body's userId, like X-User-Id elsewhere, must name the verified user.
 */
async function authenticate(app: FastifyInstance, body: unknown): Promise<void> {
  const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const token = typeof fields.authToken === 'string' ? fields.authToken.trim() : undefined;
  const user = await app.verifyBearer(token);
  const claimed = fields.userId;
  if (claimed === undefined || claimed === null || claimed === '') throw new HttpError(403, 'Missing userId');
  if (claimed !== user.uid) throw new HttpError(403, 'userId does not match the authenticated user');
}

function summarizeRequest(body: SummarizeBody, document: ExtractedDocument): SummarizeRequest {
  // The open email arrives as a plain text file: it is "the email", not an attachment.
  const openEmail = document.format === 'text' && document.kind === 'email';
  return {
    text: document.text,
    summaryType: body.summary_type,
    language: body.language,
    source: document.kind,
    ...(openEmail ? {} : { fileName: body.file_name }),
    ...(document.complete
      ? {}
      : { truncated: document.parts === undefined ? {} : { parts: document.parts } }),
  };
}

/**
 * POST /outlook/summarize-stream (spec §7): the email (sent as a text file) or an attachment, decoded,
 * read by its real format in a worker thread, cut to the configured size, and summarised as a stream of
 * chunk / done / error events like the other AI streams. A file that cannot be read ends the stream with
 * "File cannot be processed"; bad requests are refused before it starts (401, 403, 400, 413).
 */
export async function summarizeRoutes(
  app: FastifyInstance,
  { engine, summary }: SummarizeRoutesOptions,
): Promise<void> {
  const extractor = createIsolatedExtractor({
    maxChars: summary.maxTextChars,
    timeoutMs: summary.extractTimeoutMs,
    memoryMb: summary.extractMemoryMb,
  });
  app.addHook('onClose', () => extractor.close());

  const tooLarge = `File is too large: the limit is ${megabytes(summary.maxFileBytes)}`;
  // The body is base64 (4 bytes per 3) of at most maxFileBytes, plus the other fields.
  const bodyLimit = Math.ceil(summary.maxFileBytes / 3) * 4 + BODY_OVERHEAD_BYTES;
  // A body over that limit can only hold an oversize file: say so, rather than Fastify's generic message.
  app.setErrorHandler(async (error: FastifyError) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') throw new HttpError(413, tooLarge);
    throw error;
  });

  app.post(API_PATHS.summarizeStream, { bodyLimit }, async (request, reply) => {
    await authenticate(app, request.body);
    const body = parseAiBody(summarizeBody, request.body);
    const size = decodedLength(body.file_content);
    if (size > summary.maxFileBytes) {
      throw new HttpError(
        413,
        `File is too large (${megabytes(size)}): the limit is ${megabytes(summary.maxFileBytes)}`,
      );
    }
    const bytes = Buffer.from(body.file_content, 'base64');
    const meta = { fileName: body.file_name, fileType: body.file_type };
    return sendEventStream(reply, {
      operation: 'summarize',
      engineName: engine.name,
      log: request.log,
      open: async function* (signal) {
        const document = await extractor.extract(bytes, meta, signal).catch((error: unknown) => {
          throw fromExtractionFailure(error);
        });
        // What was read, never the file's name or content (privacy: DESIGN.md §6).
        request.log.info(
          { format: document.format, kind: document.kind, bytes: size, complete: document.complete },
          'file read for summary',
        );
        yield* engine.summarize(summarizeRequest(body, document), signal);
      },
    });
  });
}
