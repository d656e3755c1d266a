// Objects whose keys are input (PGN tags, SGF property identifiers): no prototype, so that
// __proto__, constructor or toString are ordinary keys that inherit nothing.
//
// Object.create(null) makes such an object in V8's dictionary mode: a hash table of 184 bytes even
// when empty, 472 with the Seven Tag Roster. An object made by a constructor and then given a null
// prototype stays in V8's fast mode: 32 bytes with one key, 80 with the Seven Tag Roster (V8 sizes
// the objects of a constructor from the keys its first ones get), and it is filled faster. Objects
// with the same keys in the same order share a shape (a V8 map), made at the first of them and
// dropped by a full garbage collection once no object has it; one given very many keys turns into
// a dictionary as any object does.
function Keyed() {}

export function keyedObject() {
  return Object.setPrototypeOf(new Keyed(), null);
}
