import { stat } from 'node:fs/promises';
import { basename } from 'node:path';
import { readGgufFileInfo } from 'node-llama-cpp';
import { AiError } from '../engine.js';

/** "Qwen2.5-1.5B-Instruct-Q4_K_M" for ".data/models/Qwen2.5-1.5B-Instruct-Q4_K_M.gguf": the engine's name. */
export function modelName(modelPath: string): string {
  return basename(modelPath).replace(/\.gguf$/i, '');
}

const unavailable = (message: string) => new AiError('unavailable', message);

/**
 * Refuses, with a message that says what to fix, a model file llama.cpp should not be given: a missing
 * file, a directory, or bytes that are not a GGUF model (bad magic, truncated header, tensor data past the
 * end of the file). llama.cpp validates too, but some of its checks abort the whole process; the GGUF
 * reader of node-llama-cpp is plain JavaScript and only throws.
 */
export async function checkModelFile(modelPath: string): Promise<void> {
  const file = basename(modelPath);
  const size = await stat(modelPath).then(
    (stats) => (stats.isFile() ? stats.size : undefined),
    () => undefined,
  );
  if (size === undefined) {
    throw unavailable(
      `The local AI model ${file} was not found at ${modelPath}: put the GGUF file there (by default in .data/models) or set LOCAL_MODEL to its path`,
    );
  }
  let tensors;
  try {
    const info = await readGgufFileInfo(modelPath, { sourceType: 'filesystem', logWarnings: false });
    tensors = info.fullTensorInfo ?? info.tensorInfo ?? [];
  } catch {
    throw unavailable(`The local AI model ${file} is not a valid GGUF file (LOCAL_MODEL)`);
  }
  if (tensors.length === 0 || tensors.some((tensor) => Number(tensor.fileOffset) >= size)) {
    throw unavailable(`The local AI model ${file} is incomplete: its tensor data is missing or truncated`);
  }
}
