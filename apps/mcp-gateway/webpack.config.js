// Builds dist/apps/mcp-gateway/main.js (see tools/webpack/node-app.js).
module.exports = require('../../tools/webpack/node-app')(__dirname, 'dist/apps/mcp-gateway');
