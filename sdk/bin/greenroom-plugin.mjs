#!/usr/bin/env node
// greenroom-plugin: create, build, test and serve a Greenroom console plugin (see cli/main.mjs).
import { main } from '../cli/main.mjs';

process.exitCode = await main(process.argv.slice(2));
