import { fail, pass, type Check } from './types';

const TODO = /\[\s*(?:à|a) faire|\[\s*to[ -]?do/iu;

/** No "[À faire" / "[To do" left in the text: a placeholder says what to fill, not a chore. */
export const todoCheck: Check = ({ output }) => {
  const match = TODO.exec(output);
  return match
    ? fail('todo', `contains "${output.slice(match.index, match.index + 30).split('\n')[0]}"`)
    : pass('todo');
};
