import { describeEngine } from "./suite.ts";

describeEngine("firefox");
