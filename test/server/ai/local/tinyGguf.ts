import { writeFileSync } from 'node:fs';

/**
 * A tiny random-weight llama model in GGUF v3, so the local engine's tests run a real llama.cpp model
 * without downloading weights (a few hundred KB, loads in milliseconds). Its text is gibberish: tests
 * assert on behaviour (streaming, abort, the pool), never on wording.
 */
export interface TinyGgufOptions {
  /** Width of the model; a multiple of headCount. Default 32. */
  embedding?: number;
  layers?: number;
  headCount?: number;
  feedForward?: number;
  contextLength?: number;
  /** Seed of the weights, so every run writes the same model. */
  seed?: number;
}

// GGUF metadata value types (ggml/gguf.h).
const UINT32 = 4;
const FLOAT32 = 6;
const BOOL = 7;
const STRING = 8;
const ARRAY = 9;
const INT32 = 5;

const ALIGNMENT = 32;
const GGML_TYPE_F32 = 0;

// Token types of tokenizer.ggml.token_type (llama.cpp's llama_token_type).
const NORMAL = 1;
const UNKNOWN = 2;
const CONTROL = 3;
const BYTE = 6;

/** The ChatML template Qwen models ship: the wrapper node-llama-cpp picks for it is the one real models get. */
export const CHATML_TEMPLATE =
  "{% for message in messages %}{{'<|im_start|>' + message['role'] + '\\n' + message['content'] + '<|im_end|>' + '\\n'}}{% endfor %}{% if add_generation_prompt %}{{ '<|im_start|>assistant\\n' }}{% endif %}";

const WORDS = [
  'the',
  'hello',
  'thanks',
  'best',
  'regards',
  'meeting',
  'budget',
  'friday',
  'bonjour',
  'merci',
  'cordialement',
  'réunion',
  'email',
  'please',
  'confirm',
  'yes',
  'no',
  'and',
  'or',
  'we',
  'you',
  'I',
];

interface Vocabulary {
  tokens: string[];
  types: number[];
  /** Tokens the model may write: control and byte tokens are kept out of the output (see outputWeights). */
  writable: boolean[];
}

/** SentencePiece-style: <unk>, control tokens, the 256 byte tokens, then "▁word" and single letters. */
function vocabulary(): Vocabulary {
  const tokens: string[] = [];
  const types: number[] = [];
  const writable: boolean[] = [];
  const add = (token: string, type: number) => {
    tokens.push(token);
    types.push(type);
    writable.push(type === NORMAL);
  };
  add('<unk>', UNKNOWN);
  for (const control of ['<s>', '</s>', '<|im_start|>', '<|im_end|>']) add(control, CONTROL);
  for (let byte = 0; byte < 256; byte++) {
    add(`<0x${byte.toString(16).toUpperCase().padStart(2, '0')}>`, BYTE);
  }
  add('▁', NORMAL);
  for (const word of WORDS) add(`▁${word}`, NORMAL);
  for (const letter of 'abcdefghijklmnopqrstuvwxyz,.!?') add(letter, NORMAL);
  return { tokens, types, writable };
}

/** mulberry32: a small seeded generator, so the weights (and the gibberish) are the same on every run. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Little-endian writer of the header's typed values. */
class Bytes {
  private readonly chunks: Buffer[] = [];
  length = 0;

  private push(buffer: Buffer): void {
    this.chunks.push(buffer);
    this.length += buffer.length;
  }
  u32(value: number): void {
    const buffer = Buffer.alloc(4);
    buffer.writeUInt32LE(value);
    this.push(buffer);
  }
  i32(value: number): void {
    const buffer = Buffer.alloc(4);
    buffer.writeInt32LE(value);
    this.push(buffer);
  }
  u64(value: number): void {
    const buffer = Buffer.alloc(8);
    buffer.writeBigUInt64LE(BigInt(value));
    this.push(buffer);
  }
  f32(value: number): void {
    const buffer = Buffer.alloc(4);
    buffer.writeFloatLE(value);
    this.push(buffer);
  }
  string(value: string): void {
    const bytes = Buffer.from(value, 'utf8');
    this.u64(bytes.length);
    this.push(bytes);
  }
  raw(buffer: Buffer): void {
    this.push(buffer);
  }
  padTo(alignment: number): void {
    const padding = (alignment - (this.length % alignment)) % alignment;
    if (padding > 0) this.push(Buffer.alloc(padding));
  }
  toBuffer(): Buffer {
    return Buffer.concat(this.chunks);
  }
}

type MetadataValue =
  | { type: 'u32'; value: number }
  | { type: 'i32'; value: number }
  | { type: 'f32'; value: number }
  | { type: 'bool'; value: boolean }
  | { type: 'string'; value: string }
  | { type: 'strings'; value: string[] }
  | { type: 'f32s'; value: number[] }
  | { type: 'i32s'; value: number[] };

function writeValue(out: Bytes, entry: MetadataValue): void {
  switch (entry.type) {
    case 'u32':
      out.u32(UINT32);
      return out.u32(entry.value);
    case 'i32':
      out.u32(INT32);
      return out.i32(entry.value);
    case 'f32':
      out.u32(FLOAT32);
      return out.f32(entry.value);
    case 'bool':
      out.u32(BOOL);
      return out.raw(Buffer.from([entry.value ? 1 : 0]));
    case 'string':
      out.u32(STRING);
      return out.string(entry.value);
    case 'strings':
      out.u32(ARRAY);
      out.u32(STRING);
      out.u64(entry.value.length);
      return entry.value.forEach((item) => out.string(item));
    case 'f32s':
      out.u32(ARRAY);
      out.u32(FLOAT32);
      out.u64(entry.value.length);
      return entry.value.forEach((item) => out.f32(item));
    case 'i32s':
      out.u32(ARRAY);
      out.u32(INT32);
      out.u64(entry.value.length);
      return entry.value.forEach((item) => out.i32(item));
  }
}

interface Tensor {
  name: string;
  /** ggml order: ne0 (the contiguous dimension) first. */
  dims: number[];
  data: Float32Array;
}

/** Builds the GGUF file in memory. */
export function tinyGguf(options: TinyGgufOptions = {}): Buffer {
  const embedding = options.embedding ?? 32;
  const layers = options.layers ?? 2;
  const headCount = options.headCount ?? 2;
  const feedForward = options.feedForward ?? 2 * embedding;
  const contextLength = options.contextLength ?? 8192;
  const next = random(options.seed ?? 15);
  const vocab = vocabulary();
  const vocabSize = vocab.tokens.length;

  const weights = (count: number, scale: number) =>
    Float32Array.from({ length: count }, () => (next() * 2 - 1) * scale);
  const ones = (count: number) => new Float32Array(count).fill(1);
  // Rows of tokens the model must not write get zero logits, while the ~60 writable rows are random: the
  // largest logit, which greedy sampling takes, is then almost surely a word piece. The answer is text
  // (no stray bytes, no early end of generation) and only the output token cap ends it.
  const outputWeights = () => {
    const data = weights(vocabSize * embedding, 1);
    vocab.writable.forEach((writable, token) => {
      if (!writable) data.fill(0, token * embedding, (token + 1) * embedding);
    });
    return data;
  };

  const tensors: Tensor[] = [
    { name: 'token_embd.weight', dims: [embedding, vocabSize], data: weights(vocabSize * embedding, 1) },
  ];
  for (let layer = 0; layer < layers; layer++) {
    const blk = `blk.${layer}`;
    const square = () => weights(embedding * embedding, 0.2);
    tensors.push(
      { name: `${blk}.attn_norm.weight`, dims: [embedding], data: ones(embedding) },
      { name: `${blk}.attn_q.weight`, dims: [embedding, embedding], data: square() },
      { name: `${blk}.attn_k.weight`, dims: [embedding, embedding], data: square() },
      { name: `${blk}.attn_v.weight`, dims: [embedding, embedding], data: square() },
      { name: `${blk}.attn_output.weight`, dims: [embedding, embedding], data: square() },
      { name: `${blk}.ffn_norm.weight`, dims: [embedding], data: ones(embedding) },
      {
        name: `${blk}.ffn_gate.weight`,
        dims: [embedding, feedForward],
        data: weights(embedding * feedForward, 0.2),
      },
      {
        name: `${blk}.ffn_up.weight`,
        dims: [embedding, feedForward],
        data: weights(embedding * feedForward, 0.2),
      },
      {
        name: `${blk}.ffn_down.weight`,
        dims: [feedForward, embedding],
        data: weights(embedding * feedForward, 0.2),
      },
    );
  }
  tensors.push(
    { name: 'output_norm.weight', dims: [embedding], data: ones(embedding) },
    { name: 'output.weight', dims: [embedding, vocabSize], data: outputWeights() },
  );

  const metadata: [string, MetadataValue][] = [
    ['general.architecture', { type: 'string', value: 'llama' }],
    ['general.name', { type: 'string', value: 'plume-tiny-test' }],
    ['general.alignment', { type: 'u32', value: ALIGNMENT }],
    ['llama.context_length', { type: 'u32', value: contextLength }],
    ['llama.embedding_length', { type: 'u32', value: embedding }],
    ['llama.block_count', { type: 'u32', value: layers }],
    ['llama.feed_forward_length', { type: 'u32', value: feedForward }],
    ['llama.attention.head_count', { type: 'u32', value: headCount }],
    ['llama.attention.head_count_kv', { type: 'u32', value: headCount }],
    ['llama.attention.layer_norm_rms_epsilon', { type: 'f32', value: 1e-5 }],
    ['llama.rope.dimension_count', { type: 'u32', value: embedding / headCount }],
    ['llama.vocab_size', { type: 'u32', value: vocabSize }],
    ['tokenizer.ggml.model', { type: 'string', value: 'llama' }],
    ['tokenizer.ggml.tokens', { type: 'strings', value: vocab.tokens }],
    // SentencePiece merges prefer higher scores: longer pieces (words) first.
    [
      'tokenizer.ggml.scores',
      { type: 'f32s', value: vocab.tokens.map((token) => (token.length > 2 ? 0 : -token.length)) },
    ],
    ['tokenizer.ggml.token_type', { type: 'i32s', value: vocab.types }],
    ['tokenizer.ggml.unknown_token_id', { type: 'u32', value: 0 }],
    ['tokenizer.ggml.bos_token_id', { type: 'u32', value: 1 }],
    ['tokenizer.ggml.eos_token_id', { type: 'u32', value: 4 }],
    // ChatML models start with <|im_start|>, not a BOS token.
    ['tokenizer.ggml.add_bos_token', { type: 'bool', value: false }],
    ['tokenizer.chat_template', { type: 'string', value: CHATML_TEMPLATE }],
  ];

  const out = new Bytes();
  out.raw(Buffer.from('GGUF', 'latin1'));
  out.u32(3);
  out.u64(tensors.length);
  out.u64(metadata.length);
  for (const [key, value] of metadata) {
    out.string(key);
    writeValue(out, value);
  }
  let offset = 0;
  for (const tensor of tensors) {
    out.string(tensor.name);
    out.u32(tensor.dims.length);
    tensor.dims.forEach((dim) => out.u64(dim));
    out.u32(GGML_TYPE_F32);
    out.u64(offset);
    offset += Math.ceil(tensor.data.byteLength / ALIGNMENT) * ALIGNMENT;
  }
  out.padTo(ALIGNMENT);
  for (const tensor of tensors) {
    out.raw(Buffer.from(tensor.data.buffer, tensor.data.byteOffset, tensor.data.byteLength));
    out.padTo(ALIGNMENT);
  }
  return out.toBuffer();
}

/** Writes the tiny model to `path` (a temporary directory in tests). */
export function writeTinyGguf(path: string, options?: TinyGgufOptions): void {
  writeFileSync(path, tinyGguf(options));
}
