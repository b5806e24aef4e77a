import 'reflect-metadata';
import { Controller, Module, Injectable } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { MessagePattern, Transport, MicroserviceOptions } from '@nestjs/microservices';
import { JudgePatterns } from '@a8/contracts';

@Injectable()
class PingService { ping() { return { pong: true }; } }

@Controller()
class PingController {
  constructor(private readonly svc: PingService) {}
  @MessagePattern(JudgePatterns.ping)
  ping() { return this.svc.ping(); }
}

@Module({ controllers: [PingController], providers: [PingService] })
class AppModule {}

async function main() {
  const app = await NestFactory.createMicroservice<MicroserviceOptions>(AppModule, { transport: Transport.TCP, options: { host: '127.0.0.1', port: 4000 } });
  await app.listen();
  console.log('listening');
}
void main();
