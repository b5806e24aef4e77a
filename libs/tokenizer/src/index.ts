export { BpeTokenCounter, cl100kTokenCounter, MAX_PIECE_BYTES } from './bpe-token-counter';
