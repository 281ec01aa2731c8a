export { buildOrgTree, type OrgNode, type OrgPerson, pathTo } from './orgTree.ts';
