/**
 * The corpus: public OpenAPI documents of other APIs, read from npm packages pinned by the
 * lockfile (devDependencies), so nothing of theirs is copied into this repository. Each is
 * generated, type-checked and checked against its own examples by test/generator/corpus.test.ts;
 * README.md beside this file lists their sources and licenses.
 */
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

export interface CorpusDocument {
  /** Short name: the output folder under test/.tmp/corpus/. */
  name: string;
  /** `package/path` inside node_modules. */
  file: string;
  /** Examples the document itself gets wrong: JSON pointer of the example -> why it is refused. */
  wrongExamples?: Record<string, string>;
}

const readme = (path: string) => `@readme/oas-examples/${path}`;

export const CORPUS: readonly CorpusDocument[] = [
  { name: 'petstore-30', file: readme('3.0/json/petstore.json') },
  { name: 'petstore-31', file: readme('3.1/json/petstore.json') },
  { name: 'train-travel', file: readme('3.1/json/train-travel.json') },
  { name: 'star-trek', file: readme('3.0/json/star-trek.json') },
  { name: 'readme', file: readme('3.1/json/readme.json') },
  { name: 'readme-legacy', file: readme('3.0/json/readme-legacy.json') },
  { name: 'uspto', file: readme('3.0/json/uspto.json') },
  { name: 'callbacks', file: readme('3.0/json/callbacks.json') },
  { name: 'discriminators', file: readme('3.0/json/discriminators.json') },
  { name: 'polymorphism', file: readme('3.0/json/polymorphism.json') },
  {
    name: 'schema-circular',
    file: readme('3.0/json/schema-circular.json'),
    wrongExamples: { '/components/schemas/FormDataBodyPart/example': 'a curl argument string ("file=@2018-report.pdf") where the schema is an object' },
  },
  { name: 'parameters-cookies', file: readme('3.0/json/parameters-cookies.json') },
  { name: 'file-uploads', file: readme('3.0/json/file-uploads.json') },
  { name: 'form-data', file: readme('3.0/json/form-data.json') },
  { name: 'multiple-media-types', file: readme('3.0/json/response-multiple-mediatypes.json') },
  {
    name: 'request-examples',
    file: readme('3.0/json/request-examples.json'),
    // the document's "primitive example" operations give the JSON text of the array as a string
    wrongExamples: Object.fromEntries(
      ['put', 'patch'].flatMap((method) =>
        ['requestBody', 'responses/200'].flatMap((part) =>
          ['cat', 'dog'].map((pet) => [
            `/paths/~1requestBody-primitive-example/${method}/${part}/content/application~1json/examples/${pet}/value`,
            'a string holding JSON text, where the schema `pets` is an array',
          ]),
        ),
      ),
    ),
  },
  { name: 'schema-types-31', file: readme('3.1/json/schema-types.json') },
  { name: 'schema-validation', file: readme('3.0/json/schema-validation.json') },
  { name: 'draft-04-dialect-31', file: readme('3.1/json/schema-validation-top-level.json') },
  { name: 'parameters-style-31', file: readme('3.1/json/parameters-style.json') },
  { name: 'security-multiple', file: readme('3.0/json/security-multiple.json') },
  { name: 'webhooks-31', file: readme('3.1/json/webhooks.json') },
  { name: 'github-webhooks', file: '@octokit/openapi-webhooks/generated/api.github.com.json' },
];

/** The document's absolute path in node_modules. */
export function corpusPath(doc: CorpusDocument): string {
  return require.resolve(doc.file);
}
