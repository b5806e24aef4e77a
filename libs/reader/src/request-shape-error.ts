/** A request whose shape A8 cannot read: its message names the field at fault (a 400, or an MCP tool error). */
export class RequestShapeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RequestShapeError';
  }
}
