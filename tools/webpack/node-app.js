const { NxAppWebpackPlugin } = require('@nx/webpack/app-plugin');
const { join } = require('path');

/**
 * The one webpack setup of every Node process in the workspace: TypeScript through tsc (decorator
 * metadata for Nest), workspace libs bundled through their @a8 aliases, node_modules left external.
 */
module.exports = function nodeApp(projectDir, outputPath) {
  return {
    output: { path: join(__dirname, '../..', outputPath) },
    plugins: [
      new NxAppWebpackPlugin({
        target: 'node',
        compiler: 'tsc',
        main: './src/main.ts',
        tsConfig: './tsconfig.app.json',
        optimization: false,
        outputHashing: 'none',
        generatePackageJson: false,
        sourceMap: true,
      }),
    ],
  };
};
