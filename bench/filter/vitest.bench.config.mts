import { benchConfig } from '../bench-config.mjs';

export default benchConfig('filter', import.meta.dirname);
