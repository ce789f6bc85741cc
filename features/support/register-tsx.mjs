import { register } from 'tsx/esm/api';

register();
