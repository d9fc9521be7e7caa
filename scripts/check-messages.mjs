#!/usr/bin/env node
// Fails when a translation is missing: every locale of an inlang project must
// have every message of the base locale, not empty, with the same {placeholders}, and no
// message the base locale lacks. Paraglide itself would quietly fall back to English, so
// this runs before each compile: a missing Bengali text stops the build, never shows a key
// or an English sentence on a Bengali page.
//
// It also fails when a Bengali case ending is glued to a placeholder: in
// "{state}-এ" or "{shopName}-এর" the value may be English ("West Bengal-এ"), which no
// Bengali reader accepts. Reword the message so no ending attaches ("প্রাপক: {shopName}"),
// or pass a Bengali value. A counter after a number ("{n}টি") is not an ending, and stays.
//
// Usage, from a package with a project.inlang folder: node ../../scripts/check-messages.mjs
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gluedCaseEnding } from './gluedCaseEnding.mjs';

const project = process.argv[2] ?? 'project.inlang';
const settings = JSON.parse(readFileSync(join(project, 'settings.json'), 'utf8'));
const pattern = settings['plugin.inlang.messageFormat'].pathPattern;
const read = (locale) => {
  const { $schema: _schema, ...messages } = JSON.parse(readFileSync(pattern.replace('{locale}', locale), 'utf8'));
  return messages;
};
/** The inputs a message uses: `{name}` in a text, or `input name` declarations in a variant message. */
const inputs = (message) => {
  const text = JSON.stringify(message);
  const names = [...text.matchAll(/\{([A-Za-z_][\w]*)\}|input ([A-Za-z_][\w]*)/g)].map((match) => match[1] ?? match[2]);
  return [...new Set(names)].sort().join(', ');
};
const isEmpty = (message) => typeof message === 'string' && message.trim() === '';

const base = read(settings.baseLocale);
const problems = [];
for (const locale of settings.locales) {
  for (const [key, message] of Object.entries(read(locale))) {
    // Each text of the message (a variant message has several), as written, not JSON-escaped.
    const texts = (value) =>
      typeof value === 'string'
        ? [value]
        : value && typeof value === 'object'
          ? Object.values(value).flatMap(texts)
          : [];
    const glued = texts(message)
      .map((text) => text.normalize('NFC').match(gluedCaseEnding))
      .find(Boolean);
    if (glued) {
      problems.push(
        `${pattern.replace('{locale}', locale)}: "${key}" glues a case ending to a placeholder ("${glued[0]}"): reword it so no ending attaches to the value`,
      );
    }
  }
}
for (const locale of settings.locales.filter((other) => other !== settings.baseLocale)) {
  const file = pattern.replace('{locale}', locale);
  const translated = read(locale);
  for (const [key, message] of Object.entries(base)) {
    if (!(key in translated))
      problems.push(`${file}: "${key}" is missing (${settings.baseLocale}: ${JSON.stringify(message)})`);
    else if (isEmpty(translated[key])) problems.push(`${file}: "${key}" is empty`);
    else if (inputs(translated[key]) !== inputs(message)) {
      problems.push(
        `${file}: "${key}" uses {${inputs(translated[key])}} but ${settings.baseLocale} uses {${inputs(message)}}`,
      );
    }
  }
  for (const key of Object.keys(translated)) {
    if (!(key in base)) problems.push(`${file}: "${key}" is not a message of ${settings.baseLocale}`);
  }
}
if (problems.length > 0) {
  console.error(`The messages have ${problems.length} problem(s):\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  process.exit(1);
}
