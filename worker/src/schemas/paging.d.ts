import * as v from 'valibot';
export declare const MAX_PAGE_SIZE = 50;
export declare const pageQuerySchema: v.ObjectSchema<{
    readonly limit: v.OptionalSchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.RegexAction<string, `${string} must be a whole number`>, v.TransformAction<any, number>, v.MinValueAction<number, number, `${string} must be between ${number} and ${number}`>, v.MaxValueAction<number, number, `${string} must be between ${number} and ${number}`>]>, string>;
    readonly offset: v.OptionalSchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.RegexAction<string, `${string} must be a whole number`>, v.TransformAction<any, number>, v.MinValueAction<number, number, `${string} must be between ${number} and ${number}`>, v.MaxValueAction<number, number, `${string} must be between ${number} and ${number}`>]>, string>;
}, undefined>;
