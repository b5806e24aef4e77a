// The MCP baseline of bench/http: a bare MCP server with one `echo` tool, over Streamable HTTP in
// stateless mode on Express, as the MCP SDK's own example writes it (a server and a transport per
// POST). What A8's `judge` tool adds on top of it is what bench/http measures.
const express = require('express');
const { Server } = require('@modelcontextprotocol/sdk/server/index.js');
const { StreamableHTTPServerTransport } = require('@modelcontextprotocol/sdk/server/streamableHttp.js');
const { CallToolRequestSchema, ListToolsRequestSchema } = require('@modelcontextprotocol/sdk/types.js');

function buildServer() {
  const server = new Server({ name: 'bare-echo', version: '1.0.0' }, { capabilities: { tools: {} } });
  server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: [{ name: 'echo', description: 'Echoes its arguments.', inputSchema: { type: 'object' } }] }));
  server.setRequestHandler(CallToolRequestSchema, async (request) => {
    const args = request.params.arguments ?? {};
    return { content: [{ type: 'text', text: JSON.stringify(args) }], structuredContent: args };
  });
  return server;
}

const app = express();
app.use(express.json({ limit: '4mb' }));
app.post('/mcp', async (req, res) => {
  const server = buildServer();
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
  res.on('close', () => {
    void transport.close();
    void server.close();
  });
  await server.connect(transport);
  await transport.handleRequest(req, res, req.body);
});
app.listen(Number(process.env.PORT), '127.0.0.1', () => process.send?.('ready'));
