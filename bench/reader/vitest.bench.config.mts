import { benchConfig } from '../bench-config.mjs';

export default benchConfig('reader', import.meta.dirname);
