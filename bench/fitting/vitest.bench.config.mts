import { benchConfig } from '../bench-config.mjs';

export default benchConfig('fitting', import.meta.dirname);
