// Builds dist/apps/fitting-worker/main.js (see tools/webpack/node-app.js).
module.exports = require('../../tools/webpack/node-app')(__dirname, 'dist/apps/fitting-worker');
