// The baseline of bench/http: a bare NestJS route that echoes the JSON body, on the same platform
// (Express, Nest 12) as the api-gateway. Decorators are applied as functions: this file is plain JS.
require('reflect-metadata');
const { Body, Controller, HttpCode, Module, Post } = require('@nestjs/common');
const { NestFactory } = require('@nestjs/core');

class EchoController {
  echo(body) {
    return body;
  }
}
Body()(EchoController.prototype, 'echo', 0);
HttpCode(200)(EchoController.prototype, 'echo', Object.getOwnPropertyDescriptor(EchoController.prototype, 'echo'));
Post()(EchoController.prototype, 'echo', Object.getOwnPropertyDescriptor(EchoController.prototype, 'echo'));
Controller('echo')(EchoController);

class EchoModule {}
Module({ controllers: [EchoController] })(EchoModule);

(async () => {
  const app = await NestFactory.create(EchoModule, { logger: false });
  await app.listen(Number(process.env.PORT), '127.0.0.1');
  process.send?.('ready');
})();
