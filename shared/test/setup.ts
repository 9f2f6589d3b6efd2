import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks these; react-router needs them at import.
Object.assign(globalThis, { TextEncoder, TextDecoder });
