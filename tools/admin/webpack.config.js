// Builds dist/tools/admin/main.js (see tools/webpack/node-app.js).
module.exports = require('../webpack/node-app')(__dirname, 'dist/tools/admin');
