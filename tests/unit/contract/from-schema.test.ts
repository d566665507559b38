// The contract's types are read off its JSON schemas (contract/schema-kit.ts, FromSchema). These
// checks are types: `npm run typecheck` fails when the reading changes.
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  body,
  emptyBody,
  okEnvelope,
  optionalText,
  searchBody,
  text,
  type BodyOf,
  type DataOf,
  type FromSchema,
} from 'contract/schema-kit';

describe('FromSchema', () => {
  it('makes the required properties required and the others optional', () => {
    const schema = body({ name: text(10), note: optionalText(10), age: { type: 'integer' } }, ['name']);
    expectTypeOf<FromSchema<typeof schema>>().toEqualTypeOf<{
      name: string;
      note?: string | null;
      age?: number;
    }>();
    expect(schema).toMatchObject({ required: ['name'], additionalProperties: false });
  });

  it('reads enums, arrays, anyOf and nullable', () => {
    const schema = body(
      {
        status: { type: 'string', enum: ['ACTIVE', 'INACTIVE'] },
        codes: { type: 'array', items: { type: 'string' } },
        either: { anyOf: [{ type: 'integer' }, { type: 'null' }] },
        cleared: { type: 'string', nullable: true },
      },
      ['status', 'codes', 'either', 'cleared'],
    );
    expectTypeOf<FromSchema<typeof schema>>().toEqualTypeOf<{
      status: 'ACTIVE' | 'INACTIVE';
      codes: string[];
      either: number | null;
      cleared: string | null;
    }>();
    expect(Object.keys(schema.properties)).toEqual(['status', 'codes', 'either', 'cleared']);
  });

  it('gives a search body optional paging and the sort keys it names', () => {
    const search = searchBody({ code: { type: 'string' } }, ['code', 'name'] as const);
    expectTypeOf<FromSchema<typeof search>>().toEqualTypeOf<{
      code?: string;
      page?: number;
      size?: number;
      sortBy?: 'code' | 'name';
      sortDir?: 'asc' | 'desc';
    }>();
    expect(search.properties.sortBy.enum).toEqual(['code', 'name']);
  });

  it('reads the body and the answer data of a call; an empty body is {}', () => {
    const call = { body: emptyBody, response: okEnvelope(body({ id: { type: 'integer' } }, ['id'])) };
    expectTypeOf<BodyOf<typeof call>>().toEqualTypeOf<Record<string, never>>();
    expectTypeOf<DataOf<typeof call>>().toEqualTypeOf<{ id: number }>();
    expect(call.response[200].properties.data.required).toEqual(['id']);
  });
});
