// The CommonJS view (tsc in node16 mode): require() gives the same names, and a default import
// compiles to require() with an interop default, which works at run time.
import bn = require('boardnotation');
import gbb = require('boardnotation/gbb');
import defaultImport from 'boardnotation/hen';
import lazy = require('boardnotation/pgn/init');

console.log(bn.GBB === gbb.GBB, gbb.Color.Blue, defaultImport.Hen, lazy.init);
