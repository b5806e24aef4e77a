import { benchConfig } from '../bench-config.mjs';

export default benchConfig('tokenizer', import.meta.dirname);
