import 'reflect-metadata';
import { MikroORM } from '@mikro-orm/postgresql';
import { ormConfig } from '../db/orm.js';

const orm = await MikroORM.init({ ...ormConfig({ databaseUrl: process.argv[2] ?? '' }), connect: false });
console.log(await orm.schema.getCreateSchemaSQL({ wrap: false }));
await orm.close();
